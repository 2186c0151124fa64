import { Spinner } from 'react-bootstrap';
import { ui } from '../../i18n/ui';
import type { OutboxItem, OutboxState } from './outbox';
import './outbox.scss';

/** What the status says, in the console's own words (the waiting count reads the same everywhere). */
export interface OutboxText {
  sending: string;
  offline: string;
  synced: string;
}

/** What waits on the phone to be sent, and whether the phone is offline. */
export function OutboxStatus({ state, online, text }: { state: OutboxState<OutboxItem>; online: boolean; text: OutboxText }) {
  const pending = state.items.length;
  return (
    <div className="outbox-status" role="status" aria-live="polite" data-testid="outbox-status">
      {!online && (
        <div className="outbox-status__offline">
          <i className="bi bi-wifi-off me-2" aria-hidden="true" />
          {text.offline}
        </div>
      )}
      {pending > 0 ? (
        <div className="outbox-status__pending">
          {state.sending ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : <i className="bi bi-cloud-arrow-up me-2" aria-hidden="true" />}
          <span data-testid="outbox-waiting">{ui.console.waiting(pending)}</span>
          {state.sending && <span className="ms-1">· {text.sending}</span>}
        </div>
      ) : (
        online && <div className="outbox-status__synced"><i className="bi bi-cloud-check me-2" aria-hidden="true" />{text.synced}</div>
      )}
    </div>
  );
}
