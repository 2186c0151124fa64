import { useEffect, useRef, useState } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { driverConsole as text } from '../../i18n/driver-console';

/** How often a frame is read, and how long the same card is ignored after it was read. */
const FRAME_MS = 200;
const SAME_CARD_MS = 4_000;

type CameraState = 'starting' | 'live' | 'no-camera' | 'unsupported';

/** The back camera, read for QR codes until closed; each new code goes to `onCode`. */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const report = useRef(onCode);
  useEffect(() => {
    report.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer = 0;
    const seen = new Map<string, number>();

    const start = async () => {
      let detector;
      try {
        detector = await (await import('./qr-detector')).qrDetector();
      } catch {
        if (!stopped) setState('unsupported');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        if (!stopped) setState('no-camera');
        return;
      }
      const el = video.current;
      if (stopped || !el) return;
      el.srcObject = stream;
      await el.play().catch(() => undefined);
      setState('live');
      const read = async () => {
        if (stopped) return;
        if (el.readyState >= el.HAVE_CURRENT_DATA) {
          const codes = await detector.detect(el).catch(() => []);
          const now = Date.now();
          for (const { rawValue } of codes) {
            const code = rawValue.trim();
            if (!code || now - (seen.get(code) ?? 0) < SAME_CARD_MS) continue;
            seen.set(code, now);
            report.current(code);
          }
        }
        if (!stopped) timer = window.setTimeout(() => void read(), FRAME_MS);
      };
      void read();
    };
    void start();

    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  return (
    <div className="driver-camera">
      <video ref={video} className="driver-camera__video" muted playsInline aria-label={text.scan.title} />
      {state === 'starting' && (
        <div className="driver-camera__overlay" role="status">
          <Spinner size="sm" className="me-2" aria-hidden="true" />
          {text.scan.starting}
        </div>
      )}
      {state === 'no-camera' && <Alert variant="warning" className="m-2">{text.scan.noCamera}</Alert>}
      {state === 'unsupported' && <Alert variant="warning" className="m-2">{text.scan.unsupported}</Alert>}
    </div>
  );
}
