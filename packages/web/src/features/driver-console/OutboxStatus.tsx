import { Spinner } from 'react-bootstrap';
import { driverConsole as text } from '../../i18n/driver-console';
import type { OutboxState } from './outbox';

/** What waits on the phone to be sent, and whether the phone is offline. */
export function OutboxStatus({ state, online }: { state: OutboxState; online: boolean }) {
  const pending = state.items.length;
  return (
    <div className="driver-outbox" role="status" aria-live="polite" data-testid="outbox-status">
      {!online && (
        <div className="driver-outbox__offline">
          <i className="bi bi-wifi-off me-2" aria-hidden="true" />
          {text.outbox.offline}
        </div>
      )}
      {pending > 0 ? (
        <div className="driver-outbox__pending">
          {state.sending ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : <i className="bi bi-cloud-arrow-up me-2" aria-hidden="true" />}
          <span>{text.outbox.pending(pending)}</span>
          {state.sending && <span className="ms-1">· {text.outbox.sending}</span>}
        </div>
      ) : (
        online && <div className="driver-outbox__synced"><i className="bi bi-cloud-check me-2" aria-hidden="true" />{text.outbox.synced}</div>
      )}
    </div>
  );
}
