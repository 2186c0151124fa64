import { describe, expect, it } from 'vitest';
import { listenForPushes } from '../../src/sw/push-events';
import { PUSH_ARRIVED } from '../../src/sw/push-message';
import type { WindowClient, WorkerScope } from '../../src/sw/worker-scope';

const ORIGIN = 'https://halte.example';

/** A window of the browser as the worker sees it; `controlled: false` cannot be navigated by the worker. */
function windowAt(url: string, log: string[], controlled = true): WindowClient {
  const self: WindowClient = {
    url,
    focus: async () => (log.push(`focus ${url}`), self),
    navigate: async (to) => {
      if (!controlled) throw new TypeError('not controlled');
      log.push(`navigate ${to}`);
      return self;
    },
    postMessage: (m) => log.push(`message ${url} ${(m as { type: string }).type}`),
  };
  return self;
}

/** The `/warga` worker with these windows open, the notifications it shows and what it did, in order. */
function worker(windows: WindowClient[], log: string[]) {
  const handlers = new Map<string, (e: unknown) => void>();
  const scope = {
    location: { origin: ORIGIN },
    registration: { showNotification: async (title: string, options: NotificationOptions) => void log.push(`show ${title} ${JSON.stringify(options.data)}`) },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => (log.push(`open ${url}`), null),
    },
    addEventListener: (type: string, fn: (e: unknown) => void) => handlers.set(type, fn),
  } as unknown as WorkerScope;
  listenForPushes(scope);
  const dispatch = async (type: string, event: object) => {
    let done: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return {
    push: (text: string | null) => dispatch('push', { data: text === null ? null : { text: () => text } }),
    tap: (url: unknown) => dispatch('notificationclick', { notification: { data: { url }, close: () => log.push('close') } }),
  };
}

describe('the /warga worker', () => {
  it("shows a push and tells the open /warga pages (not the back office's) to read their notices", async () => {
    const log: string[] = [];
    const w = worker([windowAt(`${ORIGIN}/warga/anak`, log), windowAt(`${ORIGIN}/dashboard`, log)], log);
    await w.push(JSON.stringify({ kind: 'late', title: 'Terlambat', body: 'Bus terlambat 12 menit.', url: '/warga/anak', tag: 'late-1' }));
    expect(log).toEqual(['show Terlambat {"url":"/warga/anak"}', `message ${ORIGIN}/warga/anak ${PUSH_ARRIVED}`]);
  });

  it('shows a push without data too', async () => {
    const log: string[] = [];
    await worker([], log).push(null);
    expect(log).toEqual(['show Halte Warga {"url":"/warga"}']);
  });

  it("on a tap, brings the open /warga window to the notice's page", async () => {
    const log: string[] = [];
    await worker([windowAt(`${ORIGIN}/dashboard`, log), windowAt(`${ORIGIN}/warga`, log)], log).tap('/warga/pengaduan/4');
    expect(log).toEqual(['close', `focus ${ORIGIN}/warga`, 'navigate /warga/pengaduan/4']);
  });

  it('opens a window when none shows /warga, or when the open one cannot be navigated', async () => {
    const log: string[] = [];
    await worker([windowAt(`${ORIGIN}/dashboard`, log)], log).tap('/warga/anak');
    expect(log).toEqual(['close', 'open /warga/anak']);
    const log2: string[] = [];
    await worker([windowAt(`${ORIGIN}/warga`, log2, false)], log2).tap('/warga/anak');
    expect(log2).toEqual(['close', `focus ${ORIGIN}/warga`, 'open /warga/anak']);
  });

  it('never opens another site or the back office from a tap', async () => {
    const log: string[] = [];
    const w = worker([], log);
    await w.tap('https://jahat.example/warga');
    await w.tap('/login');
    await w.tap(undefined);
    expect(log.filter((l) => l.startsWith('open'))).toEqual(['open /warga', 'open /warga', 'open /warga']);
  });
});
