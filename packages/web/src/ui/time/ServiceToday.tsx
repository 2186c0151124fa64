import { useNow } from '../useNow';
import { useZonedFormat } from './zonedFormat';

/** Today in the service's zone, written out ('Rabu, 11 Maret 2026'); turns over at its midnight. */
export function ServiceToday() {
  const now = useNow(60_000);
  return <>{useZonedFormat().longDate(now)}</>;
}
