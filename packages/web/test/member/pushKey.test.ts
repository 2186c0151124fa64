import { describe, expect, it } from 'vitest';
import { keyBytes, sameKey } from '../../src/features/complaints/member/alerts/pushKey';

// A P-256 public key as web-push generates it: 65 bytes, uncompressed (0x04 first), base64url without padding.
const VAPID = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

describe("the server's VAPID key for PushManager.subscribe", () => {
  it('is decoded from base64url to its 65 bytes, the uncompressed point', () => {
    const bytes = keyBytes(VAPID);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(0x04);
    // '-' and '_' are base64's '+' and '/': the same bytes either way.
    const standard = Uint8Array.from(atob(VAPID.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) => c.charCodeAt(0));
    expect([...bytes]).toEqual([...standard]);
  });

  it('reads the same with or without padding', () => {
    expect([...keyBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...keyBytes('AQ')]).toEqual([1]);
    expect([...keyBytes('AQ==')]).toEqual([1]);
    expect([...keyBytes('_-8')]).toEqual([0xff, 0xef]);
  });

  it('tells whether a subscription was made with it', () => {
    const key = keyBytes(VAPID);
    expect(sameKey(key.slice().buffer, key)).toBe(true);
    const other = key.slice();
    other[10] ^= 1;
    expect(sameKey(other.buffer, key)).toBe(false);
    expect(sameKey(key.slice(0, 64).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});
