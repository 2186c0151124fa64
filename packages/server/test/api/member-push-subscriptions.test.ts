import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PUSH_MSG, PUSH_SUBSCRIPTIONS_PER_MEMBER } from '@halte/contract';
import { memberPushSubscriptions } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInMember } from '../helpers/member-fixtures.js';
import { startPushService, type PushService, type TestSubscription } from '../helpers/push-service.js';

let t: TestApp;
let service: PushService;
beforeAll(async () => {
  service = await startPushService();
  t = await startTestApp({ PUSH_SERVICE_HOSTS: `fcm.googleapis.com,*.push.apple.com,${service.host}` });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const API = '/api/v1/member/push-subscriptions';
const bodyOf = (s: TestSubscription) => ({ endpoint: s.endpoint, expirationTime: null, keys: s.keys });
const ownerOf = async (endpoint: string) =>
  (await t.database.db.select().from(memberPushSubscriptions).where(eq(memberPushSubscriptions.endpoint, endpoint)))[0]?.memberId;

describe('a member subscribes a phone to pushes', () => {
  it('gives the VAPID public key to members only', async () => {
    const m = await signedInMember(t);
    const res = await t.call('GET', `${API}/key`, { token: m.token });
    expect(res.statusCode).toBe(200);
    const key = Buffer.from(res.json().data.vapid_public_key, 'base64url');
    expect([key.length, key[0]]).toEqual([65, 4]);
    expect((await t.call('GET', `${API}/key`)).statusCode).toBe(401);
    expect((await t.call('GET', `${API}/key`, { token: t.adminToken })).statusCode).toBe(401);
  });

  it('subscribes (201), subscribes the same phone again (200), and moves a phone that changes hands', async () => {
    const [a, b] = [await signedInMember(t), await signedInMember(t)];
    const phone = service.subscription();
    const first = await t.call('POST', API, { token: a.token, body: bodyOf(phone) });
    expect([first.statusCode, first.json()]).toEqual([201, { message: PUSH_MSG.subscribed }]);
    const again = await t.call('POST', API, { token: a.token, body: bodyOf(phone) });
    expect([again.statusCode, again.json()]).toEqual([200, { message: PUSH_MSG.subscribed }]);
    expect(await ownerOf(phone.endpoint)).toBe(a.id);

    const renewed = service.subscription();
    const moved = await t.call('POST', API, { token: b.token, body: { endpoint: phone.endpoint, keys: renewed.keys } });
    expect(moved.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(memberPushSubscriptions).where(eq(memberPushSubscriptions.endpoint, phone.endpoint));
    expect(row).toMatchObject({ memberId: b.id, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth });
  });

  it('accepts hosts under a *. entry and an entry’s exact host, nothing else', async () => {
    const m = await signedInMember(t);
    const keys = service.subscription().keys;
    const post = (endpoint: string) => t.call('POST', API, { token: m.token, body: { endpoint, keys } });
    expect((await post('https://web.push.apple.com/QGx0y')).statusCode).toBe(201);
    expect((await post('https://fcm.googleapis.com/fcm/send/abc:def')).statusCode).toBe(201);
    for (const endpoint of [
      'https://push.apple.com/QGx0y', // the *. entry names subdomains only
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://evil.example/fcm.googleapis.com',
      'https://fcm.googleapis.com:8443/fcm/send/x', // another port than the entry's
      'https://127.0.0.1/push/x',
      'https://169.254.169.254/latest/meta-data',
      `https://localhost:${service.host.split(':')[1]}/push/x`,
    ]) {
      const res = await post(endpoint);
      expect([endpoint, res.statusCode, res.json().message]).toEqual([endpoint, 400, PUSH_MSG.endpointNotAllowed]);
    }
  });

  it('refuses what is no https URL, and keys that are no P-256 point or 16-byte secret, writing nothing', async () => {
    const m = await signedInMember(t);
    const good = service.subscription();
    const cases: [unknown, string][] = [
      [{ ...bodyOf(good), endpoint: good.endpoint.replace('https:', 'http:') }, PUSH_MSG.endpointInvalid],
      [{ ...bodyOf(good), endpoint: 'not a url' }, PUSH_MSG.endpointInvalid],
      [{ ...bodyOf(good), endpoint: good.endpoint.replace('https://', 'https://user:pw@') }, PUSH_MSG.endpointInvalid],
      [{ ...bodyOf(good), endpoint: `${good.endpoint} ` }, PUSH_MSG.endpointInvalid],
      [{ ...bodyOf(good), endpoint: `https://${'a'.repeat(2001)}` }, PUSH_MSG.endpointInvalid],
      [{ ...bodyOf(good), endpoint: '' }, PUSH_MSG.endpointInvalid],
      [{ keys: good.keys }, PUSH_MSG.endpointInvalid],
      [{ endpoint: good.endpoint }, PUSH_MSG.keysInvalid],
      [{ ...bodyOf(good), keys: { ...good.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } }, PUSH_MSG.keysInvalid],
      [{ ...bodyOf(good), keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } }, PUSH_MSG.keysInvalid],
      [{ ...bodyOf(good), keys: { ...good.keys, p256dh: 'ab+/'.repeat(20) } }, PUSH_MSG.keysInvalid],
      [{ ...bodyOf(good), keys: { ...good.keys, auth: Buffer.alloc(20, 1).toString('base64url') } }, PUSH_MSG.keysInvalid],
      [{ ...bodyOf(good), keys: { ...good.keys, auth: 7 } }, PUSH_MSG.keysInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('POST', API, { token: m.token, body });
      expect([JSON.stringify(body).slice(0, 80), res.statusCode, res.json().message]).toEqual([JSON.stringify(body).slice(0, 80), 400, message]);
    }
    expect(await t.database.db.select().from(memberPushSubscriptions).where(eq(memberPushSubscriptions.memberId, m.id))).toEqual([]);
    expect((await t.call('POST', API, { body: bodyOf(good) })).statusCode).toBe(401);
  });

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_PER_MEMBER} phones per member; one of them again still renews`, async () => {
    const m = await signedInMember(t);
    const phones = Array.from({ length: PUSH_SUBSCRIPTIONS_PER_MEMBER }, () => service.subscription());
    for (const p of phones) expect((await t.call('POST', API, { token: m.token, body: bodyOf(p) })).statusCode).toBe(201);
    const extra = service.subscription();
    const res = await t.call('POST', API, { token: m.token, body: bodyOf(extra) });
    expect([res.statusCode, res.json().message]).toEqual([409, PUSH_MSG.tooMany]);
    expect(await ownerOf(extra.endpoint)).toBeUndefined();
    expect((await t.call('POST', API, { token: m.token, body: bodyOf(phones[3]!) })).statusCode).toBe(200);
    expect((await t.call('DELETE', API, { token: m.token, body: { endpoint: phones[0]!.endpoint } })).statusCode).toBe(200);
    expect((await t.call('POST', API, { token: m.token, body: bodyOf(extra) })).statusCode).toBe(201);
  });

  it('unsubscribes only the member’s own phone, and says so again when it is already gone', async () => {
    const [a, b] = [await signedInMember(t), await signedInMember(t)];
    const [pa, pb] = [service.subscription(), service.subscription()];
    await t.call('POST', API, { token: a.token, body: bodyOf(pa) });
    await t.call('POST', API, { token: b.token, body: bodyOf(pb) });

    const other = await t.call('DELETE', API, { token: a.token, body: { endpoint: pb.endpoint } });
    expect([other.statusCode, other.json()]).toEqual([200, { message: PUSH_MSG.unsubscribed }]);
    expect(await ownerOf(pb.endpoint)).toBe(b.id);

    for (let i = 0; i < 2; i++) {
      const res = await t.call('DELETE', API, { token: a.token, body: { endpoint: pa.endpoint } });
      expect([res.statusCode, res.json()]).toEqual([200, { message: PUSH_MSG.unsubscribed }]);
    }
    expect(await ownerOf(pa.endpoint)).toBeUndefined();
    const bad = await t.call('DELETE', API, { token: a.token, body: {} });
    expect([bad.statusCode, bad.json().message]).toEqual([400, PUSH_MSG.endpointInvalid]);
    expect((await t.call('DELETE', API, { body: { endpoint: pa.endpoint } })).statusCode).toBe(401);
  });
});
