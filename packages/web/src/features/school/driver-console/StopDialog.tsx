import { Button, Modal, Spinner } from 'react-bootstrap';
import type { BoardingWire } from '@halte/contract';
import { driverConsole as text } from '../../../i18n/driver-console';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useZonedFormat } from '../../../ui/time/zonedFormat';

interface Props {
  show: boolean;
  /** The trip's vehicle, named in the plain question. */
  subject: string;
  /** The students still aboard: with any, the trip ends only by alighting them all here. */
  riders: readonly BoardingWire[];
  busy: boolean;
  onStop: (alightAll: boolean) => void;
  onClose: () => void;
}

/**
 * `Selesai`'s question. With no one aboard, the plain confirmation; with students aboard, who
 * they are, and either `Turunkan semua di sini` (they get off here, the trip ends) or back.
 */
export function StopDialog({ show, subject, riders, busy, onStop, onClose }: Props) {
  const { clock } = useZonedFormat();
  if (riders.length === 0) {
    return (
      <ConfirmDialog show={show} question={text.trip.stopConfirm} subject={subject} icon="bi-stop-circle" yesLabel={text.trip.stopConfirmYes}
        noLabel={text.trip.cancel} busy={busy} onNo={onClose} onYes={() => onStop(false)} />
    );
  }
  return (
    <Modal show={show} onHide={onClose} backdrop="static" keyboard={false} centered scrollable aria-labelledby="stop-aboard-title">
      <Modal.Header>
        <Modal.Title id="stop-aboard-title" as="h2" className="h5">{text.trip.aboardTitle(riders.length)}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{text.trip.aboardHint}</p>
        <ul className="phone-list" aria-label={text.trip.aboardList}>
          {riders.map((r) => (
            <li key={r.intid} className="phone-list__item">
              <div className="min-w-0">
                <div className="phone-list__name">{r.vcnama}</div>
                {r.timein && <div className="phone-list__meta">{text.board.inAt(clock(r.timein))}</div>}
              </div>
            </li>
          ))}
        </ul>
      </Modal.Body>
      <Modal.Footer className="flex-column align-items-stretch">
        <Button size="lg" variant="danger" className="phone-touch" disabled={busy} onClick={() => onStop(true)}>
          {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}{text.trip.alightAll}
        </Button>
        <Button size="lg" variant="outline-secondary" className="phone-touch" disabled={busy} onClick={onClose}>{text.trip.back}</Button>
      </Modal.Footer>
    </Modal>
  );
}
