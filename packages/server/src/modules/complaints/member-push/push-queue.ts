import type { PushMessage } from '@halte/contract';

/**
 * Pushes to a member's phones. `enqueue` returns at once: sending happens off the caller's
 * path, retried with backoff, and a push service that hangs delays nothing else.
 */
export interface PushQueue {
  enqueue(memberId: number, message: PushMessage): void;
  /** Sends what is queued and stops; used when the server shuts down and by tests. */
  close(): Promise<void>;
}

/** Sends nothing: for a server without push. */
export const noPush: PushQueue = { enqueue: () => {}, close: async () => {} };
