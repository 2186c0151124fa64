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

/** A client id for an item: random, made on the phone (works without HTTPS too). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
