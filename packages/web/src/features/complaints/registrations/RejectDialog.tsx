import { useEffect, useId, useState, type FormEvent } from 'react';
import { Form, Modal } from 'react-bootstrap';
import { fieldMeta, registrationRejectBody, translate, type RegistrationWire } from '@halte/contract';
import { ApiError } from '../../../api/client';
import { registrations } from '../../../i18n/registrations';
import { ui } from '../../../i18n/ui';
import { useDecision } from './useDecision';
import { StaticModal } from '../../../ui/StaticModal';
import { SubmitFooter } from '../../../ui/SubmitFooter';

const t = registrations;
const reasonMeta = fieldMeta(registrationRejectBody, 'vcreason');

/** Asks the reason the member will read, then rejects; the server's message shows under the field. */
export function RejectDialog({ registration, onClose }: { registration: RegistrationWire | null; onClose: () => void }) {
  const id = useId();
  const reject = useDecision('reject');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    setReason('');
    setError('');
  }, [registration]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!registration) return;
    const parsed = registrationRejectBody.safeParse({ vcreason: reason });
    if (!parsed.success) {
      setError(translate(parsed.error.issues[0].message));
      return;
    }
    try {
      await reject.mutateAsync({ id: registration.intid, body: parsed.data });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.errors?.vcreason) setError(err.errors.vcreason);
    }
  };

  return (
    <StaticModal show={registration !== null} onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <Form noValidate onSubmit={submit} aria-label={t.rejectTitle}>
        <Modal.Header closeButton closeLabel={ui.form.close}>
          <Modal.Title as="h5" id={`${id}-title`}>{t.rejectTitle}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-3">{registration ? `${registration.vckode} — ${registration.vcnama}` : ''}</p>
          <Form.Group controlId={`${id}-reason`}>
            <Form.Label>{reasonMeta?.label} <span className="text-danger" aria-hidden="true">*</span></Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={reason}
              maxLength={reasonMeta?.max}
              isInvalid={error !== ''}
              onChange={(e) => {
                setReason(e.target.value);
                setError('');
              }}
              disabled={reject.isPending}
            />
            <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
            <Form.Text>{t.rejectHint}</Form.Text>
          </Form.Group>
        </Modal.Body>
        <SubmitFooter busy={reject.isPending} onCancel={onClose} label={t.reject} variant="danger" />
      </Form>
    </StaticModal>
  );
}
