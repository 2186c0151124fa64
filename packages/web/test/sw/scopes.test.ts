import { describe, expect, it } from 'vitest';
import { isKeptApi, isSignOut, keptKey, phoneScopeOf, tokenDigest, USER_PARAM } from '../../src/sw/scopes';

describe('the phone pages a service worker serves', () => {
  it('are /driver, /jukir and /warga with their sub-pages, never a back-office page', () => {
    expect(['/driver', '/jukir', '/warga', '/warga/anak', '/warga/pengaduan/3'].map(phoneScopeOf)).toEqual(['driver', 'jukir', 'warga', 'warga', 'warga']);
    expect(['/', '/dashboard', '/master/pengemudi', '/login', '/driverx', '/panduan/driver'].map(phoneScopeOf)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it("keep the last answers of their own page's reads and the app's configuration only", () => {
    expect(isKeptApi('driver', '/api/v1/driver/me')).toBe(true);
    expect(isKeptApi('driver', '/api/v1/config')).toBe(true);
    expect(isKeptApi('driver', '/api/v1/parking/attendant/me')).toBe(false);
    expect(isKeptApi('jukir', '/api/v1/parking/attendant/me')).toBe(true);
    expect(isKeptApi('warga', '/api/v1/member/children')).toBe(true);
    expect(isKeptApi('warga', '/api/v1/users')).toBe(false);
    expect(isKeptApi('jukir', '/api/v1/notifications')).toBe(false);
  });

  it('forget a session\'s answers when it signs out (staff or member), on no other call', () => {
    expect(isSignOut('POST', '/api/v1/users/signout')).toBe(true);
    expect(isSignOut('POST', '/api/v1/member/signout')).toBe(true);
    expect(isSignOut('GET', '/api/v1/users/signout')).toBe(false);
    expect(isSignOut('POST', '/api/v1/driver/scans')).toBe(false);
  });
});

describe('a kept answer', () => {
  it("is filed under a digest of the caller's token, so two users on one phone never share one", async () => {
    const alice = await tokenDigest('Bearer token-alice');
    const bob = await tokenDigest('Bearer token-bob');
    expect(alice).toMatch(/^[0-9a-f]{64}$/);
    expect(alice).not.toBe(bob);
    expect(await tokenDigest('Bearer token-alice')).toBe(alice);
    expect(await tokenDigest(null)).toBe('anon');
    expect(alice).not.toContain('token-alice');

    const url = 'http://127.0.0.1/api/v1/driver/me?day=2';
    const key = new URL(keptKey(url, alice));
    expect(key.pathname).toBe('/api/v1/driver/me');
    expect(key.searchParams.get('day')).toBe('2');
    expect(key.searchParams.get(USER_PARAM)).toBe(alice);
    expect(keptKey(url, alice)).not.toBe(keptKey(url, bob));
  });
});
