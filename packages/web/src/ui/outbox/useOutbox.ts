import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Outbox, OutboxItem } from './outbox';

/** How often a queue that could not be sent is tried again while the phone says it is online. */
const RETRY_MS = 15_000;

/**
 * A console's outbox, made once by `make`: sent at once when something is queued, again whenever
 * the phone comes back online, and every few seconds while anything waits; what the user's other
 * tabs queue or send shows here too.
 */
export function useOutbox<I extends OutboxItem, R>(make: () => Outbox<I, R>) {
  const [outbox] = useState(make);
  const state = useSyncExternalStore(outbox.subscribe, outbox.getState);
  const online = useOnline();

  useEffect(() => outbox.watch(), [outbox]);

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

/** Whether the phone says it is online, as it changes. */
export function useOnline() {
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
