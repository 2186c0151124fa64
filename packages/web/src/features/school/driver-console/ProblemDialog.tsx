import { useState, type FormEvent } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { translate, tripProblemBody } from '@halte/contract';
import { driverConsole as text } from '../../../i18n/driver-console';
import { ui } from '../../../i18n/ui';

interface Props {
  show: boolean;
  busy: boolean;
  onSend: (note: string) => void;
  onClose: () => void;
}

/** The driver's note of what went wrong; staff are told at once. */
export function ProblemDialog({ show, busy, onSend, onClose }: Props) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = tripProblemBody.safeParse({ vcnote: note });
    if (!checked.success) {
      const message = checked.error.issues[0]?.message;
      setError(message === undefined ? null : translate(message));
      return;
    }
    setError(null);
    onSend(checked.data.vcnote);
  };

  return (
    <Modal show={show} onHide={onClose} onExited={() => setNote('')} centered fullscreen="sm-down" aria-labelledby="driver-problem-title">
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={ui.form.close}>
          <Modal.Title id="driver-problem-title">{text.problem.title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="driver-problem-note">
            <Form.Label>{text.problem.label}</Form.Label>
            <Form.Control as="textarea" rows={4} maxLength={500} value={note} placeholder={text.problem.placeholder} isInvalid={!!error} onChange={(e) => setNote(e.target.value)} autoFocus />
            <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" className="phone-touch" onClick={onClose} disabled={busy}>{text.trip.cancel}</Button>
          <Button type="submit" variant="warning" className="phone-touch" disabled={busy}>
            {busy ? <><Spinner size="sm" className="me-2" aria-hidden="true" />{text.problem.sending}</> : text.problem.send}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
