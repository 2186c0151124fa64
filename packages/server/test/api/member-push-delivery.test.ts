import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { memberPushSubscriptions } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedInMember } from '../helpers/member-fixtures.js';
import { startPushService, type PushService } from '../helpers/push-service.js';
import { pushMessageOf, pushQueueOf, subscribed } from '../helpers/push-fixtures.js';

let t: TestApp;
let service: PushService;
/** A second push service (another host) that is told to hang. */
let stuck: PushService;
beforeAll(async () => {
  [service, stuck] = [await startPushService(), await startPushService()];
  t = await startTestApp({ PUSH_SERVICE_HOSTS: `${service.host},${stuck.host}`, VAPID_SUBJECT: 'mailto:dishub@tuban.example' });
});
afterAll(async () => {
  await stuck.close();
  await t.close();
  await service.close();
});

const rowsOf = (memberId: number) => t.database.db.select().from(memberPushSubscriptions).where(eq(memberPushSubscriptions.memberId, memberId));

describe('pushes reach members’ phones through their push service', () => {
  it('sends each of the member’s phones the message, encrypted to the phone and signed with the server’s VAPID key', async () => {
    const m = await signedInMember(t);
    const [p1, p2] = [await subscribed(t, m.token, service.subscription()), await subscribed(t, m.token, service.subscription())];
    const other = await signedInMember(t);
    const elsewhere = await subscribed(t, other.token, service.subscription());
    const message = pushMessageOf();
    t.app.push.enqueue(m.id, message);

    const pushes = [...(await service.delivered(1, { endpoint: p1.endpoint })), ...(await service.delivered(1, { endpoint: p2.endpoint }))];
    const key = (await t.call('GET', '/api/v1/member/push-subscriptions/key', { token: m.token })).json().data.vapid_public_key;
    for (const push of pushes) {
      expect(JSON.parse(push.payload!)).toEqual(message);
      expect(push.vapidKey).toBe(key);
      expect(push.claims).toMatchObject({ aud: service.origin, sub: 'mailto:dishub@tuban.example' });
      expect(push.claims!.exp * 1000).toBeGreaterThan(Date.now());
      expect(push.headers).toEqual({ ttl: '3600', urgency: 'high', contentEncoding: 'aes128gcm' });
    }
    await pushQueueOf(t).idle();
    expect(service.received.filter((p) => p.endpoint === elsewhere.endpoint)).toEqual([]);
  });

  it('deletes a phone its push service says is gone (410, 404) and keeps sending to the others', async () => {
    const m = await signedInMember(t);
    const [gone, missing, kept] = [service.subscription(), service.subscription(), service.subscription()];
    for (const s of [gone, missing, kept]) await subscribed(t, m.token, s);
    service.answer(gone.endpoint, 410);
    service.answer(missing.endpoint, 404);
    t.app.push.enqueue(m.id, pushMessageOf());
    await service.delivered(1, { endpoint: kept.endpoint });
    await pushQueueOf(t).idle();
    expect((await rowsOf(m.id)).map((r) => r.endpoint)).toEqual([kept.endpoint]);
    expect(service.received.filter((p) => p.endpoint === gone.endpoint).map((p) => p.status)).toEqual([410]);
  });

  it('tries again after a 500 and a 429, a second and then four later, and delivers', async () => {
    const m = await signedInMember(t);
    const phone = await subscribed(t, m.token, service.subscription());
    service.answer(phone.endpoint, 500, 429);
    const message = pushMessageOf();
    t.app.push.enqueue(m.id, message);
    const [push] = await service.delivered(1, { endpoint: phone.endpoint, timeoutMs: 30_000 });
    const tries = service.received.filter((p) => p.endpoint === phone.endpoint);
    expect(tries.map((p) => p.status)).toEqual([500, 429, 201]);
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(950);
    expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(3950);
    expect(JSON.parse(push!.payload!)).toEqual(message);
  });

  it('a push service that hangs delays neither pushes to another service nor the answers to requests', async () => {
    const [waiting, quick] = [await signedInMember(t), await signedInMember(t)];
    const hanging = await subscribed(t, waiting.token, stuck.subscription());
    stuck.answer(hanging.endpoint, ...Array<'hang'>(40).fill('hang'));
    const healthy = await subscribed(t, quick.token, service.subscription());
    for (let i = 0; i < 40; i++) t.app.push.enqueue(waiting.id, pushMessageOf());
    // The stuck service takes its 8 slots and no more; its other pushes wait in its own lane.
    await until(() => stuck.received.length >= 8);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stuck.received.map((p) => p.status)).toEqual(Array(8).fill('hang'));

    // Held behind the stuck service, either would wait for its 10 s timeout: 3 s tells them apart
    // even on a loaded machine.
    const started = performance.now();
    t.app.push.enqueue(quick.id, pushMessageOf());
    const [push] = await service.delivered(1, { endpoint: healthy.endpoint, timeoutMs: 9000 });
    expect(push!.at - started).toBeLessThan(3000);

    const asked = performance.now();
    const res = await t.call('GET', '/api/v1/member/push-subscriptions/key', { token: quick.token });
    expect(res.statusCode).toBe(200);
    expect(performance.now() - asked).toBeLessThan(3000);
  });
});

/** Waits until `done()` holds, checking every 20 ms, at most 10 s. */
async function until(done: () => boolean) {
  const end = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
