import type { ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  kind: ToastKind;
  content: ReactNode;
}

interface ToastOptions {
  /** A toast with this id already showing is not shown twice (a repeated 401, the same notification). */
  toastId?: string;
}

let shown: readonly Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  shown = next;
  for (const listener of listeners) listener();
}

function show(kind: ToastKind, content: ReactNode, opts: ToastOptions = {}): string {
  const id = opts.toastId ?? `toast-${++counter}`;
  if (!shown.some((t) => t.id === id)) publish([{ id, kind, content }, ...shown]);
  return id;
}

/** Short messages shown top-centre for a few seconds (ToastRegion draws them). Newest first. */
export const toast = {
  success: (content: ReactNode, opts?: ToastOptions) => show('success', content, opts),
  error: (content: ReactNode, opts?: ToastOptions) => show('error', content, opts),
  info: (content: ReactNode, opts?: ToastOptions) => show('info', content, opts),
  dismiss: (id: string) => publish(shown.filter((t) => t.id !== id)),
};

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => shown,
};
