import { openDB, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import type { OutboxItem, OutboxStore } from './outbox';

const DB_NAME = 'halte-phone';
const ITEMS = 'items';
/** Index on [queue, seq]: a queue's items in the order made. */
const ORDER = 'queue_seq';
/** The layout before items were records of their own: one array per queue. */
const OLD_QUEUES = 'outboxes';
/** Tells the phone's other tabs that a queue changed. */
const CHANGES = 'halte-outbox';

/** One queued item: its queue's key and its place in that queue. */
interface ItemRecord<I = OutboxItem> {
  client_id: string;
  queue: string;
  seq: number;
  item: I;
}

let opened: Promise<IDBPDatabase> | null = null;

/**
 * The phone's database: every queued item a record of its own under its client id, so a change
 * to one item never rewrites another (two tabs, or a queue that could not be read, lose nothing).
 */
function database(): Promise<IDBPDatabase> {
  opened ??= openDB(DB_NAME, 2, {
    async upgrade(db, oldVersion, _newVersion, tx) {
      const items = db.createObjectStore(ITEMS, { keyPath: 'client_id' });
      items.createIndex(ORDER, ['queue', 'seq']);
      if (oldVersion < 1 || !db.objectStoreNames.contains(OLD_QUEUES)) return;
      await moveOldQueues(tx as unknown as IDBPTransaction<unknown, StoreNames<unknown>[], 'versionchange'>);
      db.deleteObjectStore(OLD_QUEUES);
    },
  });
  return opened;
}

/** Moves every queue of the one-array-per-queue layout into item records, in order. */
async function moveOldQueues(tx: IDBPTransaction<unknown, StoreNames<unknown>[], 'versionchange'>) {
  const items = tx.objectStore(ITEMS);
  let cursor = await tx.objectStore(OLD_QUEUES).openCursor();
  while (cursor) {
    const queue = String(cursor.key);
    const kept = Array.isArray(cursor.value) ? (cursor.value as OutboxItem[]) : [];
    kept.forEach((item, seq) => void items.put({ client_id: item.client_id, queue, seq, item } satisfies ItemRecord));
    cursor = await cursor.continue();
  }
}

const ofQueue = (queue: string) => IDBKeyRange.bound([queue, -Infinity], [queue, Infinity]);

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
 * Adds items at the end of a queue, skipping client ids already kept; all or none. The place
 * follows the queue's last record read in the same transaction, so tabs adding at once keep order.
 */
async function append<I extends OutboxItem>(db: IDBPDatabase, queue: string, added: I[]) {
  const tx = db.transaction(ITEMS, 'readwrite');
  const last = await tx.store.index(ORDER).openCursor(ofQueue(queue), 'prev');
  let seq = last ? (last.value as ItemRecord).seq + 1 : 0;
  for (const item of added) {
    if (await tx.store.getKey(item.client_id)) continue;
    await tx.store.add({ client_id: item.client_id, queue, seq: seq++, item } satisfies ItemRecord<I>);
  }
  await tx.done;
}

/**
 * Moves a queue an older version kept in localStorage into the database, after what the database
 * already holds (skipping client ids it has), and only then removes it from localStorage: a reload
 * in between finds it again, never loses it.
 */
async function adoptLegacy(db: IDBPDatabase, key: string, storage: Storage) {
  if (storage.getItem(key) === null) return;
  await append(db, key, legacyItems<OutboxItem>(key, storage));
  storage.removeItem(key);
}

/** Nudges the phone's other tabs (where the browser can), and hears their nudges. */
function changes() {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANGES);
  (channel as unknown as { unref?: () => void } | null)?.unref?.();
  return {
    tell: (queue: string) => channel?.postMessage(queue),
    hear(queue: string, fn: () => void) {
      const listener = (e: MessageEvent) => void (e.data === queue && fn());
      channel?.addEventListener('message', listener);
      return () => channel?.removeEventListener('message', listener);
    },
  };
}

let channel: ReturnType<typeof changes> | null = null;

/**
 * The queue in IndexedDB under `key` (one per console and signed-in user, so a phone shared by two
 * people never uploads one's items with the other's session). It outlives a reload and a closed
 * tab, and is shared by the user's tabs of the same console.
 */
export function idbOutboxStore<I extends OutboxItem>(key: string, storage: Storage = localStorage): OutboxStore<I> {
  channel ??= changes();
  const nudge = channel;
  const changed = <T>(done: T) => (nudge.tell(key), done);
  return {
    async load() {
      const db = await database();
      await adoptLegacy(db, key, storage);
      const records = (await db.getAllFromIndex(ITEMS, ORDER, ofQueue(key))) as ItemRecord<I>[];
      return records.map((r) => r.item);
    },
    add: async (item) => changed(await append(await database(), key, [item])),
    async update(item) {
      const tx = (await database()).transaction(ITEMS, 'readwrite');
      const kept = (await tx.store.get(item.client_id)) as ItemRecord<I> | undefined;
      // One sent meanwhile (by another tab) stays gone.
      if (kept?.queue === key) await tx.store.put({ ...kept, item } satisfies ItemRecord<I>);
      await tx.done;
    },
    async remove(clientIds) {
      const tx = (await database()).transaction(ITEMS, 'readwrite');
      for (const id of clientIds) {
        const kept = (await tx.store.get(id)) as ItemRecord | undefined;
        if (kept?.queue === key) await tx.store.delete(id);
      }
      await tx.done;
      changed(undefined);
    },
    watch: (fn) => nudge.hear(key, fn),
  };
}

/** A console's queue key: one per console and user (`jukirOutbox:12`). */
export const outboxKey = (console: 'driver' | 'jukir', userId: number) => `${console}Outbox:${userId}`;

const OUTBOX_KEY = /^(driver|jukir)Outbox:\d+$/;

/** How many items wait on this phone in every console's queue, whoever made them (signed out, they wait for that user). */
export async function waitingOnPhone(storage: Storage = localStorage): Promise<number> {
  const records = (await (await database()).getAll(ITEMS)) as ItemRecord[];
  const kept = new Set(records.filter((r) => OUTBOX_KEY.test(r.queue)).map((r) => r.client_id));
  let waiting = kept.size;
  // Queues of an older version not opened since: still in localStorage.
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && OUTBOX_KEY.test(key)) waiting += legacyItems<OutboxItem>(key, storage).filter((item) => !kept.has(item?.client_id)).length;
  }
  return waiting;
}

/** A client id for an item: random, made on the phone (works without HTTPS too). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
