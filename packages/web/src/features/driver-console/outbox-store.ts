import type { OutboxStore, QueuedItem } from './outbox';

/**
 * The queue in localStorage, one key per signed-in user, so a phone shared by two drivers
 * never uploads one's scans with the other's session. A full or unreadable storage keeps the
 * queue in memory for the page's life rather than losing the scan being made.
 */
export function localOutboxStore(userId: number, storage: Storage = localStorage): OutboxStore {
  const key = `driverOutbox:${userId}`;
  let memory: QueuedItem[] | null = null;
  return {
    read() {
      if (memory) return memory;
      try {
        const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
        return Array.isArray(parsed) ? (parsed as QueuedItem[]) : [];
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

/** A client id for a scan or a position: random, made on the phone (works without HTTPS too). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
