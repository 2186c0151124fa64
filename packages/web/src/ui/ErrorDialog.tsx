import { Button, Modal } from 'react-bootstrap';
import { dismissError, useCurrentError } from '../api/feedback';
import { ui } from '../i18n/ui';
import { StaticModal } from './StaticModal';

/** The API client's error dialog: the server's message and the request id to quote. */
export default function ErrorDialog() {
  const error = useCurrentError();
  return (
    <StaticModal show={error !== null} onHide={dismissError} centered aria-labelledby="error-dialog-title">
      <Modal.Body className="text-center p-4">
        <div className="text-danger display-5 mb-2" aria-hidden="true">
          <i className="bi bi-exclamation-octagon" />
        </div>
        <h5 id="error-dialog-title" className="mb-2">{ui.feedback.errorTitle}</h5>
        <p className={`${error?.requestId ? 'mb-2' : 'mb-4'} text-body-secondary`} role="alert">{error?.message}</p>
        {error?.requestId && (
          <p className="mb-4 small text-body-secondary">
            {ui.feedback.requestId} <code className="user-select-all" data-testid="request-id">{error.requestId}</code>
          </p>
        )}
        <Button variant="danger" onClick={dismissError} autoFocus>
          {ui.feedback.close}
        </Button>
      </Modal.Body>
    </StaticModal>
  );
}
