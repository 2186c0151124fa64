import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { members, memberPushSubscriptions } from '../../src/db/schema/index.js';
import type { Database } from '../../src/db/client.js';
import { loadConfig } from '../../src/config.js';
import { Metrics } from '../../src/lib/ops/metrics.js';
import { vapidDetails, type VapidDetails } from '../../src/modules/complaints/member-push/vapid-keys.js';
import { WebPushQueue, type PushQueueOptions } from '../../src/modules/complaints/member-push/web-push-queue.js';
import { freshDatabase } from '../helpers/database.js';
import { startPushService, type PushService, type TestSubscription } from '../helpers/push-service.js';
import { pushMessageOf } from '../helpers/push-fixtures.js';

let database: Database;
let service: PushService;
let vapid: VapidDetails;
beforeAll(async () => {
  [database, service] = [await freshDatabase(), await startPushService()];
  vapid = await vapidDetails(database.db, loadConfig({}).push);
});
afterAll(async () => {
  await service.close();
  await database.close();
});

let n = 0;
/** A member (straight into the table) with the given phones subscribed. */
async function memberWith(...phones: TestSubscription[]) {
  n += 1;
  const [m] = await database.db.insert(members).values({ name: `Wali ${n}`, email: `wali.queue${n}@example.com`, passwordHash: '-' }).returning();
  for (const p of phones) await database.db.insert(memberPushSubscriptions).values({ memberId: m!.id, endpoint: p.endpoint, ...p.keys });
  return m!.id;
}

function queueWith(options: Partial<PushQueueOptions>) {
  const metrics = new Metrics();
  const queue = new WebPushQueue({ db: database.db, vapid, log: pino({ level: 'silent' }), metrics }, options);
  const counted = async () => {
    const metric = (await metrics.registry.getMetricsAsJSON()).find((m) => m.name === 'halte_push_sends_total');
    return Object.fromEntries((metric?.values ?? []).map((v) => [v.labels.result, v.value]));
  };
  return { queue, counted };
}

describe('the push queue', () => {
  it('gives a phone up after its last try, counts the failure on it and keeps it', async () => {
    const phone = service.subscription();
    const memberId = await memberWith(phone);
    service.answer(phone.endpoint, 500, 503, 500);
    const { queue, counted } = queueWith({ retryDelaysMs: [20, 20] });
    queue.enqueue(memberId, pushMessageOf());
    await queue.idle();
    expect(service.received.filter((p) => p.endpoint === phone.endpoint).map((p) => p.status)).toEqual([500, 503, 500]);
    const [row] = await database.db.select().from(memberPushSubscriptions).where(eq(memberPushSubscriptions.endpoint, phone.endpoint));
    expect(row!.failures).toBe(1);
    expect(await counted()).toEqual({ retried: 2, failed: 1 });

    queue.enqueue(memberId, pushMessageOf());
    await queue.idle();
    const [after] = await database.db.select().from(memberPushSubscriptions).where(eq(memberPushSubscriptions.endpoint, phone.endpoint));
    expect(after!.failures).toBe(0);
    await queue.close();
  });

  it('sends each member’s push to the member’s own phone, over connections kept open to the push service', async () => {
    const phones = Array.from({ length: 30 }, () => service.subscription());
    const ids: number[] = [];
    for (const p of phones) ids.push(await memberWith(p));
    const { queue, counted } = queueWith({ perHost: 4 });
    const before = service.connections;
    const messages = ids.map(() => pushMessageOf());
    ids.forEach((id, i) => queue.enqueue(id, messages[i]!));
    await queue.idle();
    const got = phones.map((p) => service.received.filter((r) => r.endpoint === p.endpoint && r.status === 201).map((r) => JSON.parse(r.payload!)));
    expect(got).toEqual(messages.map((m) => [m]));
    expect(service.connections - before).toBeLessThanOrEqual(4);
    expect(await counted()).toEqual({ delivered: 30 });
    await queue.close();
  });

  it('drops the oldest waiting push once full, and keeps the newest', async () => {
    const phone = service.subscription();
    const memberId = await memberWith(phone);
    service.answer(phone.endpoint, 'hang');
    const { queue, counted } = queueWith({ concurrency: 1, perHost: 1, maxWaiting: 2, timeoutMs: 3000, retryDelaysMs: [] });
    // The hanging send holds the only slot until its timeout, while the other five arrive.
    const messages = Array.from({ length: 6 }, () => pushMessageOf());
    for (const m of messages) queue.enqueue(memberId, m);
    await queue.idle();
    const delivered = service.received.filter((p) => p.endpoint === phone.endpoint && p.status === 201).map((p) => JSON.parse(p.payload!));
    expect(delivered).toHaveLength(2);
    expect(delivered).toContainEqual(messages[5]);
    expect(await counted()).toEqual({ dropped: 3, failed: 1, delivered: 2 });
    await queue.close();
  });

  it('pushes nothing to a member whose account is not active', async () => {
    const phone = service.subscription();
    const memberId = await memberWith(phone);
    await database.db.update(members).set({ status: 2 }).where(eq(members.id, memberId));
    const { queue, counted } = queueWith({});
    queue.enqueue(memberId, pushMessageOf());
    await queue.idle();
    expect(service.received.filter((p) => p.endpoint === phone.endpoint)).toEqual([]);
    expect(await counted()).toEqual({});
    await queue.close();
  });

  it('on close sends what waits once and gives up the retries, then takes no more', async () => {
    const [failing, waiting] = [service.subscription(), service.subscription()];
    const memberId = await memberWith(failing, waiting);
    service.answer(failing.endpoint, 500);
    const { queue, counted } = queueWith({ retryDelaysMs: [60_000] });
    queue.enqueue(memberId, pushMessageOf());
    await service.delivered(1, { endpoint: waiting.endpoint });
    // The failing phone's answer may come after the other's: close once its retry is waiting.
    await expect.poll(counted).toEqual({ retried: 1, delivered: 1 });
    const started = Date.now();
    await queue.close();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(queue.pending).toBe(0);
    queue.enqueue(memberId, pushMessageOf());
    expect(queue.pending).toBe(0);
    expect(await counted()).toEqual({ retried: 1, delivered: 1 });
  });
});
