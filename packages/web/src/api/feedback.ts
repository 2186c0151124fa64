import { useSyncExternalStore } from 'react';

/**
 * The error dialog's queue: the API client pushes server messages, FeedbackHost shows the
 * first one and drops it when the user closes it.
 */
let queue: readonly string[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((fn) => fn());

export function showError(message: string) {
  // The same failure from several parallel calls is shown once.
  if (queue.includes(message)) return;
  queue = [...queue, message];
  notify();
}

export function dismissError() {
  queue = queue.slice(1);
  notify();
}

export function currentError(): string | null {
  return queue[0] ?? null;
}

export function subscribeErrors(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function useCurrentError(): string | null {
  return useSyncExternalStore(subscribeErrors, currentError, currentError);
}
