import { useNow } from '../../../ui/useNow';
import { OVERDUE_MS, waitedFor } from './waitedFor';

/** How long the member has waited for an answer, growing by itself; a dash when nobody waits. */
export function WaitingTime({ since }: { since: string | null }) {
  const now = useNow(30_000);
  if (since === null) return <span className="text-body-secondary">-</span>;
  const waited = now - Date.parse(since);
  return (
    <span className={`text-nowrap ${waited >= OVERDUE_MS ? 'text-danger fw-semibold' : 'text-warning-emphasis'}`} data-testid="waiting-time">
      <i className="bi bi-hourglass-split me-1" aria-hidden="true" />
      {waitedFor(waited)}
    </span>
  );
}
