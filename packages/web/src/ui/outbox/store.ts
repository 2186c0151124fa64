import type { OutboxItem, OutboxStore } from './outbox';

/**
 * The queue in localStorage under `key` (one per console and signed-in user, so a phone shared by
 * two people never uploads one's items with the other's session). A full or unreadable storage keeps the
 * queue in memory for the page's life rather than losing the item being made.
 */
export function localOutboxStore<I extends OutboxItem>(key: string, storage: Storage = localStorage): OutboxStore<I> {
  let memory: I[] | null = null;
  return {
    read() {
      if (memory) return memory;
      try {
        const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
        return Array.isArray(parsed) ? (parsed as I[]) : [];
      } catch {
        return [];
      }
    },
    write(items) {
      try {
        storage.setItem(key, JSON.stringify(items));
        memory = null;
      } catch {
        memory = items;
      }
    },
  };
}

/** A console's queue key in localStorage: one per console and user (`jukirOutbox:12`). */
export const outboxKey = (console: 'driver' | 'jukir', userId: number) => `${console}Outbox:${userId}`;

const OUTBOX_KEY = /^(driver|jukir)Outbox:\d+$/;

/** How many items wait on this phone in every console's queue, whoever made them (signed out, they wait for that user). */
export function waitingOnPhone(storage: Storage = localStorage): number {
  let waiting = 0;
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && OUTBOX_KEY.test(key)) waiting += localOutboxStore(key, storage).read().length;
  }
  return waiting;
}

/** A client id for an item: random, made on the phone (works without HTTPS too). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
