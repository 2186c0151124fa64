import { useSyncExternalStore } from 'react';

/** One failure as the dialog shows it: the message, and the request's id when the server gave one. */
export interface ShownError {
  message: string;
  /** The answer's `X-Request-Id`: a user quotes it, and it leads to the request's log lines. */
  requestId?: string;
}

/**
 * The error dialog's queue: the API client pushes server messages, FeedbackHost shows the
 * first one and drops it when the user closes it.
 */
let queue: readonly ShownError[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((fn) => fn());

export function showError(message: string, requestId?: string) {
  // The same failure from several parallel calls is shown once.
  if (queue.some((e) => e.message === message)) return;
  queue = [...queue, { message, requestId }];
  notify();
}

export function dismissError() {
  queue = queue.slice(1);
  notify();
}

export function currentError(): ShownError | null {
  return queue[0] ?? null;
}

export function subscribeErrors(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function useCurrentError(): ShownError | null {
  return useSyncExternalStore(subscribeErrors, currentError, currentError);
}
