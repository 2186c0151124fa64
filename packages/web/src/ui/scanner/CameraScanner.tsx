import { useEffect, useRef, useState } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import './scanner.scss';

/** How often a frame is read, and how long the same code is ignored after it was read. */
const FRAME_MS = 200;
const SAME_CARD_MS = 4_000;

type CameraState = 'starting' | 'live' | 'no-camera' | 'unsupported';

/** What the scanner says, in the console's own words (a student's card, a parking ticket). */
export interface ScannerText {
  title: string;
  starting: string;
  noCamera: string;
  unsupported: string;
}

/**
 * The back camera, read for QR codes until closed; each new code goes to `onCode` (the same
 * code again only after a pause, so one held in front of the camera counts once).
 */
export function CameraScanner({ onCode, text }: { onCode: (code: string) => void; text: ScannerText }) {
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
    <div className="qr-camera">
      <video ref={video} className="qr-camera__video" muted playsInline aria-label={text.title} />
      {state === 'starting' && (
        <div className="qr-camera__overlay" role="status">
          <Spinner size="sm" className="me-2" aria-hidden="true" />
          {text.starting}
        </div>
      )}
      {state === 'no-camera' && <Alert variant="warning" className="m-2">{text.noCamera}</Alert>}
      {state === 'unsupported' && <Alert variant="warning" className="m-2">{text.unsupported}</Alert>}
    </div>
  );
}
