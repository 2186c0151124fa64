import { afterEach } from 'vitest';
import { openDB } from 'idb';

/** Empties the phone's database (the outboxes) between tests, as a fresh phone. */
export async function clearPhoneDb() {
  const db = await openDB('halte-phone');
  for (const store of db.objectStoreNames) await db.clear(store);
  db.close();
}

/**
 * Wraps an outbox maker so every outbox a test makes finishes writing before the next test starts
 * on an empty database (a write still under way would land in the next test's queue).
 */
export function settledAfterEach<A extends unknown[], O extends { saved(): Promise<void> }>(make: (...args: A) => O): (...args: A) => O {
  const made: O[] = [];
  afterEach(async () => void (await Promise.all(made.splice(0).map((o) => o.saved()))));
  return (...args: A) => {
    const outbox = make(...args);
    made.push(outbox);
    return outbox;
  };
}
