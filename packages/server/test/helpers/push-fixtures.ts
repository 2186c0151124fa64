import type { PushMessage } from '@halte/contract';
import type { WebPushQueue } from '../../src/modules/complaints/member-push/web-push-queue.js';
import type { TestApp } from './app.js';
import type { TestSubscription } from './push-service.js';

let counter = 0;

/** A push as the alerts send one, each with its own text. */
export function pushMessageOf(kind = 'naik'): PushMessage {
  counter += 1;
  return { kind, title: `Naik ${counter}`, body: `Anak Anda naik bus B 1234 XY pukul 06.${String(counter % 60).padStart(2, '0')}.`, url: '/warga/pemberitahuan', tag: `${kind}-${counter}` };
}

/** Subscribes `subscription` for the member through the API, as their browser does. */
export async function subscribed(t: TestApp, token: string, subscription: TestSubscription) {
  const res = await t.call('POST', '/api/v1/member/push-subscriptions', { token, body: { endpoint: subscription.endpoint, keys: subscription.keys } });
  if (res.statusCode !== 201) throw new Error(`subscribe: ${res.statusCode} ${res.body}`);
  return subscription;
}

/** The app's real push queue, whose `idle()` tells when every push has been sent or given up. */
export const pushQueueOf = (t: TestApp) => t.app.push as WebPushQueue;
