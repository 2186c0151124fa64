import { lazy, Suspense, useState } from 'react';
import { ToastContainer } from 'react-toastify';
import { useCurrentError } from '../api/feedback';
import { ui } from '../i18n/ui';
import { ToastCloseButton } from './ToastCloseButton';

// The dialog (and react-bootstrap's modal with it) loads with the first error, not with every page.
const ErrorDialog = lazy(() => import('./ErrorDialog'));

/** Where the API client's feedback appears: toasts top-centre and the error dialog. Mount once. */
export function FeedbackHost() {
  const error = useCurrentError();
  const [errorSeen, setErrorSeen] = useState(false);
  if (error !== null && !errorSeen) setErrorSeen(true);
  return (
    <>
      {/* A polite live region always on the page, so each toast (an alert) is read out as it comes; no progress bar, whose name the library gives in English. */}
      <ToastContainer position="top-center" theme="colored" autoClose={3000} newestOnTop closeOnClick hideProgressBar aria-label={ui.feedback.toasts} closeButton={ToastCloseButton} />
      {/* Kept once shown, so it closes with its fade like any dialog. */}
      {errorSeen && (
        <Suspense fallback={null}>
          <ErrorDialog />
        </Suspense>
      )}
    </>
  );
}
