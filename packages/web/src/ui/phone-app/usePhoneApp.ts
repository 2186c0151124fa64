import { useCallback, useEffect, useState } from 'react';
import { SKIP_WAITING, type PhoneScope } from '../../sw/scopes';
import { linkManifest } from './linkManifest';

/** The built app's service worker (the dev server has none). */
const WORKER_URL = '/sw.js';

/**
 * Makes a phone page an installable, offline app: its manifest, and the service worker of its
 * own scope (`/driver`, `/jukir`, `/warga`; the back office is never controlled). A new version
 * that has installed waits until the user takes it (`update`): the page then reloads under it.
 */
export function usePhoneApp(scope: PhoneScope) {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => linkManifest(scope), [scope]);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let live = true;
    // Only an update is offered: the first worker of a page has nothing to replace.
    const offer = (worker: ServiceWorker | null) => {
      if (live && worker && navigator.serviceWorker.controller) setWaiting(worker);
    };
    navigator.serviceWorker.register(WORKER_URL, { scope: `/${scope}`, updateViaCache: 'none' }).then(
      (registration) => {
        offer(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const next = registration.installing;
          next?.addEventListener('statechange', () => {
            if (next.state === 'installed') offer(next);
          });
        });
      },
      () => undefined,
    );
    return () => void (live = false);
  }, [scope]);

  const update = useCallback(() => {
    if (!waiting) return;
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: SKIP_WAITING });
  }, [waiting]);

  return { updateReady: waiting !== null, update };
}
