import { ECDH } from 'node:crypto';
import { PUSH_MSG, type PushSubscriptionBody } from '@halte/contract';
import { fieldError } from '../../../lib/http/http-error.js';

/**
 * Whether `host` (a URL's `host`: name, and `:port` when not 443) is one `PUSH_SERVICE_HOSTS`
 * names: the same host, or a subdomain of a `*.` entry. An entry without a port allows only 443.
 */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase();
  return allowed.some((entry) => (entry.startsWith('*.') ? h.endsWith(entry.slice(1)) : h === entry));
}

/**
 * The endpoint a subscription may name: an `https:` URL on a listed push service, without user
 * or password. The server posts to it later, so anything else would let a member make the
 * server send requests where they choose.
 */
export function checkedEndpoint(endpoint: string, allowed: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw fieldError('endpoint', PUSH_MSG.endpointInvalid);
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.href !== endpoint) throw fieldError('endpoint', PUSH_MSG.endpointInvalid);
  if (!hostAllowed(url.host, allowed)) throw fieldError('endpoint', PUSH_MSG.endpointNotAllowed);
  return endpoint;
}

/** The browser's keys, checked as encryption will use them: a point on P-256 and a 16-byte secret. */
export function checkedKeys(keys: PushSubscriptionBody['keys']) {
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  try {
    if (p256dh.length !== 65) throw new Error('not an uncompressed point');
    ECDH.convertKey(p256dh, 'prime256v1');
  } catch {
    throw fieldError('keys.p256dh', PUSH_MSG.keysInvalid);
  }
  if (Buffer.from(keys.auth, 'base64url').length !== 16) throw fieldError('keys.auth', PUSH_MSG.keysInvalid);
  return { p256dh: keys.p256dh.replace(/=+$/, ''), auth: keys.auth.replace(/=+$/, '') };
}
