import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createPublicKey, verify } from 'node:crypto';
import { VapidTokens } from '../../src/modules/complaints/member-push/vapid-token.js';

const keys = webpush.generateVAPIDKeys();
const vapid = { ...keys, subject: 'mailto:admin@halte.local' };

/** The token's claims, after checking its ES256 signature with the public key. */
function claimsOf(header: string) {
  const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(header)!;
  expect(key).toBe(keys.publicKey);
  const [head, body, signature] = token.split('.');
  const raw = Buffer.from(keys.publicKey, 'base64url');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });
  expect(verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))).toBe(true);
  return JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud: string; exp: number; sub: string };
}

describe('VAPID tokens', () => {
  it('sign once per push service and reuse the token for its pushes until it is renewed, always within the 24 h a push service accepts', () => {
    let now = Date.parse('2026-11-27T03:00:00Z');
    const tokens = new VapidTokens(vapid, () => now);
    const first = tokens.headerFor('https://fcm.googleapis.com/fcm/send/abc');
    expect(tokens.headerFor('https://fcm.googleapis.com/fcm/send/def')).toBe(first);
    const claims = claimsOf(first);
    expect(claims).toMatchObject({ aud: 'https://fcm.googleapis.com', sub: vapid.subject });
    expect(claims.exp * 1000 - now).toBeGreaterThan(6 * 3600_000);
    expect(claims.exp * 1000 - now).toBeLessThanOrEqual(24 * 3600_000);

    const other = tokens.headerFor('https://updates.push.services.mozilla.com/wpush/v2/xyz');
    expect(other).not.toBe(first);
    expect(claimsOf(other).aud).toBe('https://updates.push.services.mozilla.com');

    now += 6 * 3600_000 + 1;
    const renewed = tokens.headerFor('https://fcm.googleapis.com/fcm/send/abc');
    expect(renewed).not.toBe(first);
    expect(claimsOf(renewed).exp * 1000).toBeGreaterThan(now);
  });
});
