import { openDB } from 'idb';

/** Empties the phone's database (the outboxes) between tests, as a fresh phone. */
export async function clearPhoneDb() {
  const db = await openDB('halte-phone', 1, { upgrade: (d) => void d.createObjectStore('outboxes') });
  await db.clear('outboxes');
  db.close();
}
