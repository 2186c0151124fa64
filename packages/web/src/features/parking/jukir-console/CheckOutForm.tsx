import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { normalizePlate, type CheckOutBody } from '@halte/contract';
import { jukirConsole as text } from '../../../i18n/jukir-console';
import { PlateInput } from './PlateInput';

// The camera and its decoder load only when the attendant opens the scanner.
const CameraScanner = lazy(() => import('../../../ui/scanner/CameraScanner').then((m) => ({ default: m.CameraScanner })));

/** A ticket's QR holds the stay's number and nothing else. */
const TICKET = /^\d{1,10}$/;

/** Check-out by the plate typed, or by the ticket's QR read with the camera. */
export function CheckOutForm({ locationId, onCheckOut }: { locationId: number; onCheckOut: (b: CheckOutBody) => void }) {
  const [plate, setPlate] = useState('');
  const [open, setOpen] = useState(false);
  const [unknown, setUnknown] = useState(false);
  // A ticket held in front of the camera is read many times; it counts once while the camera is open.
  const read = useRef(new Set<string>());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!normalizePlate(plate)) return;
    onCheckOut({ vclicense_number: plate, intparking_location_id: locationId });
    setPlate('');
  };
  const onCode = (code: string) => {
    if (!TICKET.test(code)) return setUnknown(true);
    setUnknown(false);
    if (read.current.has(code)) return;
    read.current.add(code);
    navigator.vibrate?.(80);
    // The attendant's location goes with the ticket: a ticket of another location is closed, and noted.
    onCheckOut({ intid: Number(code), intparking_location_id: locationId });
  };
  const toggle = () => {
    read.current.clear();
    setUnknown(false);
    setOpen((o) => !o);
  };

  return (
    <>
      <Form onSubmit={submit} noValidate aria-label={text.tabs.out}>
        <PlateInput id="jukir-out-plate" value={plate} onChange={setPlate} />
        <Button type="submit" size="lg" variant="warning" className="w-100 phone-touch">
          <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
          {text.checkOut.submit}
        </Button>
      </Form>
      <Button size="lg" variant={open ? 'outline-dark' : 'dark'} className="w-100 phone-touch mt-2" onClick={toggle} aria-expanded={open}>
        <i className={`bi ${open ? 'bi-x-lg' : 'bi-qr-code-scan'} me-2`} aria-hidden="true" />
        {open ? text.checkOut.closeScan : text.checkOut.scan}
      </Button>
      {unknown && <Alert variant="warning" className="mt-2 mb-0">{text.checkOut.unknownCode}</Alert>}
      {open && (
        <Suspense fallback={null}>
          <CameraScanner onCode={onCode} text={text.scanner} />
        </Suspense>
      )}
    </>
  );
}
