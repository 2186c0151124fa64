import { z } from 'zod';

/** Texts of the member's phone subscriptions. */
export const PUSH_MSG = {
  subscribed: 'Notifikasi diaktifkan di perangkat ini.',
  unsubscribed: 'Notifikasi dimatikan di perangkat ini.',
  endpointInvalid: 'Alamat langganan notifikasi tidak valid.',
  endpointNotAllowed: 'Layanan notifikasi perangkat ini tidak dikenal.',
  keysInvalid: 'Kunci langganan notifikasi tidak valid.',
  tooMany: 'Terlalu banyak perangkat berlangganan notifikasi. Matikan notifikasi di perangkat lain terlebih dahulu.',
} as const;

/** Devices one member may keep subscribed at once. */
export const PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;

/** A browser's `PushSubscription.toJSON()` keys, base64url. */
const base64url = (max: number) =>
  z.string({ error: PUSH_MSG.keysInvalid }).min(16, { error: PUSH_MSG.keysInvalid }).max(max, { error: PUSH_MSG.keysInvalid })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: PUSH_MSG.keysInvalid });

const endpointField = z.string({ error: PUSH_MSG.endpointInvalid }).min(1, { error: PUSH_MSG.endpointInvalid }).max(2000, { error: PUSH_MSG.endpointInvalid });

/**
 * `POST /member/push-subscriptions`: what the browser's `PushSubscription.toJSON()` gives. The
 * endpoint must be `https` on a push service's host the server trusts (`PUSH_SERVICE_HOSTS`);
 * the server checks the host, the schema only the shape.
 */
export const pushSubscriptionBody = z.object({
  endpoint: endpointField,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }, { error: PUSH_MSG.keysInvalid }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** `DELETE /member/push-subscriptions`: the endpoint of the device that stops receiving. */
export const pushUnsubscribeBody = z.object({ endpoint: endpointField });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBody>;

/** `GET /member/push-subscriptions/key`: the server's VAPID public key (base64url) for `PushManager.subscribe`. */
export const pushKeyResponse = z.object({ data: z.object({ vapid_public_key: z.string() }) }).meta({ id: 'PushKey' });
export type PushKeyResponse = z.infer<typeof pushKeyResponse>;

/**
 * What one push carries (JSON, encrypted aes128gcm): the service worker shows `title`/`body`
 * and opens `url` (a `/warga` path) on a tap. `tag` collapses repeats of one event on the phone.
 */
export const pushMessage = z.object({
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessage>;
