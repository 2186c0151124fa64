import { Button, Modal } from 'react-bootstrap';
import { ToastContainer } from 'react-toastify';
import { dismissError, useCurrentError } from '../api/feedback';
import { ui } from '../i18n/ui';
import { StaticModal } from './StaticModal';
import { ToastCloseButton } from './ToastCloseButton';

/** Where the API client's feedback appears: toasts top-centre and the error dialog. Mount once. */
export function FeedbackHost() {
  const error = useCurrentError();
  return (
    <>
      {/* A polite live region always on the page, so each toast (an alert) is read out as it comes; no progress bar, whose name the library gives in English. */}
      <ToastContainer position="top-center" theme="colored" autoClose={3000} newestOnTop closeOnClick hideProgressBar aria-label={ui.feedback.toasts} closeButton={ToastCloseButton} />
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
    </>
  );
}
