import { Button } from 'react-bootstrap';
import { phoneApp } from '../../i18n/phone-app';
import type { PhoneScope } from '../../sw/scopes';
import { usePhoneApp } from './usePhoneApp';

/**
 * Makes the page its phone app (manifest, service worker), and offers a waiting new version:
 * one press takes it and reloads; it is never forced on the user mid-work.
 */
export function PhoneApp({ scope }: { scope: PhoneScope }) {
  const { updateReady, update } = usePhoneApp(scope);
  if (!updateReady) return null;
  return (
    <div className="p-2 bg-warning-subtle" role="status">
      <Button variant="warning" className="w-100 phone-touch" onClick={update} data-testid="app-update">
        <i className="bi bi-arrow-repeat me-2" aria-hidden="true" />
        {phoneApp.update}
      </Button>
    </div>
  );
}
