import { lazy, Suspense, useState } from 'react';
import { useCurrentError } from '../api/feedback';
import { ToastRegion } from './toast/ToastRegion';

// The dialog (and react-bootstrap's modal with it) loads with the first error, not with every page.
const ErrorDialog = lazy(() => import('./ErrorDialog'));

/** Where the API client's feedback appears: toasts top-centre and the error dialog. Mount once. */
export function FeedbackHost() {
  const error = useCurrentError();
  const [errorSeen, setErrorSeen] = useState(false);
  if (error !== null && !errorSeen) setErrorSeen(true);
  return (
    <>
      <ToastRegion />
      {/* Kept once shown, so it closes with its fade like any dialog. */}
      {errorSeen && (
        <Suspense fallback={null}>
          <ErrorDialog />
        </Suspense>
      )}
    </>
  );
}
