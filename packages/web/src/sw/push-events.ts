import { PUSH_ARRIVED, shownPush } from './push-message';
import { isWargaPage, wargaPathOf } from './warga-link';
import type { WorkerScope } from './worker-scope';

/** The `/warga` windows open in this browser (installed app or tab), controlled or not yet. */
async function wargaWindows(worker: WorkerScope) {
  const all = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return all.filter((c) => isWargaPage(c.url, worker.location.origin));
}

/** A push: its notification, and a word to the open `/warga` pages so their notices update now. */
async function onPush(worker: WorkerScope, payload: string | null) {
  const { title, options } = shownPush(payload);
  await worker.registration.showNotification(title, options);
  for (const page of await wargaWindows(worker)) page.postMessage({ type: PUSH_ARRIVED });
}

/** A tap: the open `/warga` window shows the notice's page, else a new one opens on it. */
async function onClick(worker: WorkerScope, notification: Notification) {
  notification.close();
  const data = notification.data as { url?: unknown } | null;
  const path = wargaPathOf(data?.url, worker.location.origin);
  const [open] = await wargaWindows(worker);
  if (open) {
    try {
      await (await open.focus()).navigate(path);
      return;
    } catch {
      // A window this worker does not control yet cannot be navigated by it: open another.
    }
  }
  await worker.clients.openWindow(path);
}

/** The parents' alerts in the `/warga` worker: Web Push in, the notice's page out on a tap. */
export function listenForPushes(worker: WorkerScope) {
  worker.addEventListener('push', (event) => {
    let payload: string | null = null;
    try {
      payload = event.data?.text() ?? null;
    } catch {
      // Unreadable data still shows the general notification.
    }
    event.waitUntil(onPush(worker, payload));
  });
  worker.addEventListener('notificationclick', (event) => event.waitUntil(onClick(worker, event.notification)));
}
