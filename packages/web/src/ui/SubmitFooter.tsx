import { Button, Modal, Spinner } from 'react-bootstrap';
import { ui } from '../i18n/ui';

interface SubmitFooterProps {
  /** The form is being sent: both buttons wait, the action shows a spinner. */
  busy: boolean;
  onCancel: () => void;
  label: string;
  variant: string;
}

/** The footer of a dialog that is a form: `Batal`, and the submit button that acts. */
export function SubmitFooter({ busy, onCancel, label, variant }: SubmitFooterProps) {
  return (
    <Modal.Footer>
      <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>{ui.form.cancel}</Button>
      <Button type="submit" variant={variant} disabled={busy} className="px-4">
        {busy && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
        {label}
      </Button>
    </Modal.Footer>
  );
}
