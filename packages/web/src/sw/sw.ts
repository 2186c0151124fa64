import { isKeptApi, isSignOut, keptKey, phoneScopeOf, SKIP_WAITING, tokenDigest, USER_PARAM, type PhoneScope } from './scopes';
import type { WorkerScope } from './worker-scope';
import { listenForPushes } from './push-events';

declare const self: WorkerScope;
/** Filled in by the build: the app shell's files and a digest of them (the version). */
declare const SW_PRECACHE: string[];
declare const SW_VERSION: string;

// One worker per phone page: its scope names its caches, so updating one page's worker never
// deletes the files another page's (older) worker still serves.
const scope = phoneScopeOf(new URL(self.registration.scope).pathname.replace(/\/$/, '')) as PhoneScope;
const SHELL = `halte-shell-${scope}-${SW_VERSION}`;
const ASSETS = `halte-assets-${scope}`;
const API = `halte-api-${scope}`;

self.addEventListener('install', (event) => {
  // No skipWaiting here: a new version waits until the user asks for it.
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(SW_PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const old = (await caches.keys()).filter((k) => k.startsWith(`halte-shell-${scope}-`) && k !== SHELL);
      await Promise.all(old.map((k) => caches.delete(k)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

// Only the parents' page is subscribed to pushes (Pengaturan Notifikasi).
if (scope === 'warga') listenForPushes(self);

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (isSignOut(request.method, url.pathname)) return event.respondWith(signOut(request));
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') return event.respondWith(shell(request));
  if (url.pathname.startsWith('/assets/')) return event.respondWith(asset(request));
  if (isKeptApi(scope, url.pathname)) return event.respondWith(networkFirst(request));
});

/** Any page of the scope is the app's index.html, from the cache (a new one comes with an update). */
async function shell(request: Request): Promise<Response> {
  const cached = await caches.match('/index.html', { cacheName: SHELL });
  return cached ?? fetch(request);
}

/** Hashed files never change: the cache first, else the network (kept for next time). */
async function asset(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(ASSETS).then((c) => c.put(request, copy));
  }
  return response;
}

/** The network first; without an answer, the last one this user got. */
async function networkFirst(request: Request): Promise<Response> {
  const key = keptKey(request.url, await tokenDigest(request.headers.get('authorization')));
  const cache = await caches.open(API);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (err) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw err;
  }
}

/** A session ending: its kept answers leave with it. */
async function signOut(request: Request): Promise<Response> {
  const digest = await tokenDigest(request.headers.get('authorization'));
  const cache = await caches.open(API);
  const mine = (await cache.keys()).filter((k) => new URL(k.url).searchParams.get(USER_PARAM) === digest);
  await Promise.all(mine.map((k) => cache.delete(k)));
  return fetch(request);
}
