import { lazy, Suspense, useRef, useState } from 'react';
import { Alert, Button, ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import type { ScanDirection } from '@halte/contract';
import { driverConsole as text } from '../../../i18n/driver-console';
import type { ScanFeedback, Who } from './useScans';

// The camera and its decoder load only when the driver opens the scanner.
const CameraScanner = lazy(() => import('../../../ui/scanner/CameraScanner').then((m) => ({ default: m.CameraScanner })));

/** The card scanner: direction, the camera, and the last scan's answer. */
export function ScanSection({ onScan, feedback }: { onScan: (who: Who, direction: ScanDirection) => void; feedback: ScanFeedback | null }) {
  const [open, setOpen] = useState(false);
  const [direction, setDirection] = useState<ScanDirection>('in');
  // A card held in front of the camera is read many times; each card counts once per direction while the camera is open.
  const read = useRef(new Set<string>());
  const onCode = (code: string) => {
    const key = `${direction}:${code}`;
    if (read.current.has(key)) return;
    read.current.add(key);
    navigator.vibrate?.(80);
    onScan({ vckode: code }, direction);
  };
  const toggle = () => {
    read.current.clear();
    setOpen((o) => !o);
  };

  return (
    <section aria-labelledby="driver-scan">
      <h2 id="driver-scan" className="phone-section-title">{text.scan.title}</h2>
      <ToggleButtonGroup type="radio" name="direction" value={direction} onChange={(v: ScanDirection) => setDirection(v)} className="w-100 mb-2" aria-label={text.scan.direction}>
        <ToggleButton id="scan-in" value="in" variant="outline-success" className="phone-touch">{text.scan.in}</ToggleButton>
        <ToggleButton id="scan-out" value="out" variant="outline-secondary" className="phone-touch">{text.scan.out}</ToggleButton>
      </ToggleButtonGroup>
      <Button size="lg" variant={open ? 'outline-dark' : 'dark'} className="w-100 phone-touch" onClick={toggle} aria-expanded={open}>
        <i className={`bi ${open ? 'bi-x-lg' : 'bi-qr-code-scan'} me-2`} aria-hidden="true" />
        {open ? text.scan.close : text.scan.open}
      </Button>
      {feedback && (
        <Alert variant={feedback.variant} className="mt-2 mb-0" data-testid="scan-feedback">
          <div className="fw-semibold">{feedback.message}</div>
          {feedback.detail && <div className="small">{feedback.detail}</div>}
        </Alert>
      )}
      {open && (
        <>
          <p className="text-body-secondary small my-2">{text.scan.hint}</p>
          <Suspense fallback={null}>
            <CameraScanner onCode={onCode} text={text.scan} />
          </Suspense>
        </>
      )}
    </section>
  );
}
