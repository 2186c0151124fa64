import webpush from 'web-push';
import type { VapidDetails } from './vapid-keys.js';

/** How long a signed token is valid, and when a fresh one is made (well before it runs out). */
const VALID_SECONDS = 12 * 3600;
const RENEW_AFTER_MS = 6 * 3600_000;

/**
 * The `Authorization` header of pushes to one push service. A VAPID token names the push
 * service's origin and an expiry, not the phone, so one signed token serves every push to that
 * service for hours: signing (ES256) for each push was a tenth of the server's CPU under load.
 */
export class VapidTokens {
  private readonly byOrigin = new Map<string, { header: string; renewAt: number }>();

  constructor(private readonly vapid: VapidDetails, private readonly now: () => number = Date.now) {}

  headerFor(endpoint: string): string {
    const origin = new URL(endpoint).origin;
    const kept = this.byOrigin.get(origin);
    if (kept && kept.renewAt > this.now()) return kept.header;
    const expiry = Math.floor(this.now() / 1000) + VALID_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(origin, this.vapid.subject, this.vapid.publicKey, this.vapid.privateKey, 'aes128gcm', expiry);
    this.byOrigin.set(origin, { header: Authorization, renewAt: this.now() + RENEW_AFTER_MS });
    return Authorization;
  }
}
