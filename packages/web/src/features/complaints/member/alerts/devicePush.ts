import { MEMBER_PUSH_API, type PushSubscriptionBody, type PushUnsubscribeBody } from '@halte/contract';
import type { ApiClient, CallOptions } from '../../../../api/client';
import { WARGA_HOME } from '../../../../sw/warga-link';
import { keyBytes, sameKey } from './pushKey';

/** Where this device stands: pushes on, off, refused by the browser, or impossible here. */
export type DeviceState = 'on' | 'off' | 'blocked' | 'unsupported';

/** How long a first visit may wait for its worker to start before subscribing gives up. */
const WORKER_WAIT_MS = 10_000;
/** How long a sign-out waits for this device's pushes to end before going on without. */
const SIGN_OUT_WAIT_MS = 3_000;

/** A failure the page explains in its own words (`denied`, `notReady`, `subscribeFailed`). */
export class DevicePushError extends Error {
  constructor(readonly reason: 'denied' | 'notReady' | 'subscribeFailed') {
    super(reason);
  }
}

export const pushSupported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The `/warga` worker's registration, once active (the page registers it when it opens). */
async function registration(): Promise<ServiceWorkerRegistration> {
  const ready = navigator.serviceWorker.ready;
  const late = new Promise<never>((_, reject) => setTimeout(() => reject(new DevicePushError('notReady')), WORKER_WAIT_MS));
  const found = await Promise.race([ready, late]);
  if (!found.pushManager || new URL(found.scope).pathname.replace(/\/$/, '') !== WARGA_HOME) throw new DevicePushError('notReady');
  return found;
}

/** The state now, without asking the user anything. */
export async function deviceState(): Promise<DeviceState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  const found = await navigator.serviceWorker.getRegistration(WARGA_HOME);
  return (await found?.pushManager.getSubscription()) ? 'on' : 'off';
}

/**
 * Turns pushes on here: the user's permission, the browser's subscription with the server's
 * key, and the server told of it. A subscription the server refused is dropped again, so the
 * browser never holds one the server does not know.
 */
export async function subscribeDevice(api: ApiClient): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new DevicePushError('denied');
  const { pushManager } = await registration();
  const key = keyBytes((await api.call(MEMBER_PUSH_API.key, {})).data.vapid_public_key);
  let held = await pushManager.getSubscription();
  if (held && !sameKey(held.options.applicationServerKey, key)) {
    await held.unsubscribe();
    held = null;
  }
  let subscription: PushSubscription;
  try {
    subscription = held ?? (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  } catch {
    throw new DevicePushError('subscribeFailed');
  }
  try {
    await api.call(MEMBER_PUSH_API.subscribe, { body: subscription.toJSON() as PushSubscriptionBody });
  } catch (e) {
    await subscription.unsubscribe().catch(() => false);
    throw e;
  }
}

/**
 * Turns pushes off here: the server forgets the subscription and the browser ends it, the latter
 * even when the server cannot be told (its pushes to an ended subscription fail and drop it).
 */
export async function unsubscribeDevice(api: ApiClient, opts: Pick<CallOptions, 'quiet' | 'toast'> = {}): Promise<void> {
  const found = await navigator.serviceWorker.getRegistration(WARGA_HOME);
  const subscription = await found?.pushManager.getSubscription();
  if (!subscription) return;
  const body: PushUnsubscribeBody = { endpoint: subscription.endpoint };
  try {
    await api.call(MEMBER_PUSH_API.unsubscribe, { body }, opts);
  } finally {
    await subscription.unsubscribe();
  }
}

/**
 * Ends this device's pushes as its member signs out, so a shared phone stops receiving the
 * previous parent's alerts: silent, never failing, and holding the sign-out up a moment at most.
 */
export async function endDevicePush(api: ApiClient): Promise<void> {
  const ending = unsubscribeDevice(api, { quiet: true, toast: false }).catch(() => undefined);
  await Promise.race([ending, new Promise((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS))]);
}
