import { useEffect, useState, useSyncExternalStore } from 'react';
import { Outbox } from './outbox';
import { localOutboxStore } from './outbox-store';
import { apiSender } from './driverApi';

/** How often a queue that could not be sent is tried again while the phone says it is online. */
const RETRY_MS = 15_000;

/**
 * The signed-in driver's outbox: sent at once when something is queued, again whenever the
 * phone comes back online, and every few seconds while anything waits.
 */
export function useOutbox(userId: number) {
  const [outbox] = useState(() => new Outbox(localOutboxStore(userId), apiSender, () => navigator.onLine));
  const state = useSyncExternalStore(outbox.subscribe, outbox.getState);
  const online = useOnline();

  useEffect(() => {
    if (online) void outbox.flush();
  }, [online, outbox]);

  const waiting = state.items.length > 0;
  useEffect(() => {
    if (!waiting || !online) return;
    const timer = window.setInterval(() => void outbox.flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, online, outbox]);

  return { outbox, state, online };
}

function useOnline() {
  return useSyncExternalStore(
    (fn) => {
      window.addEventListener('online', fn);
      window.addEventListener('offline', fn);
      return () => {
        window.removeEventListener('online', fn);
        window.removeEventListener('offline', fn);
      };
    },
    () => navigator.onLine,
  );
}
