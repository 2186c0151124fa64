import { openDB, type IDBPDatabase } from 'idb';
import type { OutboxItem, OutboxStore } from './outbox';

const DB_NAME = 'halte-phone';
const QUEUES = 'outboxes';

let opened: Promise<IDBPDatabase> | null = null;

/** The phone's database: one record per queue, the queue's items in order, under the queue's key. */
function database(): Promise<IDBPDatabase> {
  opened ??= openDB(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore(QUEUES);
    },
  });
  return opened;
}

/** Reads a queue an older version kept in localStorage (unreadable: empty). */
function legacyItems<I>(key: string, storage: Storage): I[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as I[]) : [];
  } catch {
    return [];
  }
}

/**
 * Moves a queue an older version kept in localStorage into the database, after what the database
 * already holds (skipping client ids it has), and only then removes it from localStorage: a reload
 * in between finds it again, never loses it.
 */
async function adoptLegacy<I extends OutboxItem>(db: IDBPDatabase, key: string, storage: Storage): Promise<I[]> {
  const kept = ((await db.get(QUEUES, key)) as I[] | undefined) ?? [];
  if (storage.getItem(key) === null) return kept;
  const ids = new Set(kept.map((i) => i.client_id));
  const merged = [...kept, ...legacyItems<I>(key, storage).filter((i) => !ids.has(i.client_id))];
  await db.put(QUEUES, merged, key);
  storage.removeItem(key);
  return merged;
}

/**
 * The queue in IndexedDB under `key` (one per console and signed-in user, so a phone shared by two
 * people never uploads one's items with the other's session). It outlives a reload and a closed tab.
 */
export function idbOutboxStore<I extends OutboxItem>(key: string, storage: Storage = localStorage): OutboxStore<I> {
  return {
    load: async () => adoptLegacy<I>(await database(), key, storage),
    write: async (items) => void (await (await database()).put(QUEUES, items, key)),
  };
}

/** A console's queue key: one per console and user (`jukirOutbox:12`). */
export const outboxKey = (console: 'driver' | 'jukir', userId: number) => `${console}Outbox:${userId}`;

const OUTBOX_KEY = /^(driver|jukir)Outbox:\d+$/;

/** How many items wait on this phone in every console's queue, whoever made them (signed out, they wait for that user). */
export async function waitingOnPhone(storage: Storage = localStorage): Promise<number> {
  let waiting = 0;
  const db = await database();
  const keys = (await db.getAllKeys(QUEUES)).map(String).filter((k) => OUTBOX_KEY.test(k));
  for (const key of keys) waiting += (((await db.get(QUEUES, key)) as unknown[] | undefined) ?? []).length;
  // Queues of an older version not opened since: still in localStorage.
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && OUTBOX_KEY.test(key) && !keys.includes(key)) waiting += legacyItems(key, storage).length;
  }
  return waiting;
}

/** A client id for an item: random, made on the phone (works without HTTPS too). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
