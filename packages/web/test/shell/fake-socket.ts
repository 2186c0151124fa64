import { act } from '@testing-library/react';
import { DATA_CHANGED, type DataChanged, type LiveTable } from '@halte/contract';
import type { LiveEvents } from '../../src/shell/live/useLiveSocket';

/** Stands in for the shell's Socket.IO connection: the test plays the server's events. */
export function fakeSocket() {
  const handlers = new Map<string, Set<(payload?: unknown) => void>>();
  const socket = {
    connected: true,
    on(event: string, fn: (payload?: unknown) => void) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(fn);
      return socket;
    },
    off(event: string, fn: (payload?: unknown) => void) {
      handlers.get(event)?.delete(fn);
      return socket;
    },
  };
  const emit = (event: string, payload?: unknown) => act(() => handlers.get(event)?.forEach((fn) => fn(payload)));
  return {
    socket: socket as unknown as LiveEvents,
    changed: (...tables: LiveTable[]) => emit(DATA_CHANGED, { tables } satisfies DataChanged),
    reconnect: () => emit('connect'),
  };
}
