import { Agent } from 'node:https';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { MEMBER_ACTIVE, type PushMessage } from '@halte/contract';
import type { Db } from '../../../db/client.js';
import { memberPushSubscriptions, members } from '../../../db/schema/index.js';
import type { Metrics } from '../../../lib/ops/metrics.js';
import { HostLanes, type LaneLimits } from './host-lanes.js';
import type { PushQueue } from './push-queue.js';
import type { VapidDetails } from './vapid-keys.js';
import { VapidTokens } from './vapid-token.js';

export interface PushQueueOptions extends LaneLimits {
  /** A push service silent this long is given up on for this try, freeing its slot. */
  timeoutMs: number;
  /** The waits before each retry of a failed send: one more try than waits. */
  retryDelaysMs: number[];
  /** How long a push service keeps a push for a phone that is off. */
  ttlSeconds: number;
}

export const PUSH_QUEUE_DEFAULTS: PushQueueOptions = {
  concurrency: 32,
  perHost: 8,
  maxWaiting: 20_000,
  timeoutMs: 10_000,
  retryDelaysMs: [1000, 4000, 16_000, 64_000],
  ttlSeconds: 3600,
};

/** What became of one send: counted in metrics (`halte_push_sends_total`). */
export type PushResult = 'delivered' | 'retried' | 'gone' | 'failed' | 'dropped';

interface Delivery { subscriptionId: number; endpoint: string; p256dh: string; auth: string; failures: number; payload: string; tries: number }

interface Deps { db: Db; vapid: VapidDetails; log: FastifyBaseLogger; metrics?: Metrics }

/** The most a push service's Retry-After may hold a retry back. */
const MAX_RETRY_AFTER_MS = 10 * 60_000;
/** Members whose phones one query looks up at most. */
const LOOKUP_BATCH = 500;

const hostOf = (endpoint: string) => new URL(endpoint).host;

/**
 * Web Push to members' phones with `web-push`: `enqueue` returns at once; the member's phones are
 * looked up and each is sent to in the lane of its push service's host (`HostLanes`), encrypted
 * aes128gcm and signed with the VAPID key. A network failure, a 5xx or a 429 is tried again after
 * 1 s, 4 s, 16 s, 64 s, then given up; a 404 or 410 (the phone unsubscribed) deletes the row.
 */
export class WebPushQueue implements PushQueue {
  private options: PushQueueOptions;
  private members: { memberId: number; payload: string }[] = [];
  private lookups = 0;
  private retries = new Set<NodeJS.Timeout>();
  private lanes: HostLanes<Delivery>;
  private idleWaiters: (() => void)[] = [];
  private closed = false;

  private readonly tokens: VapidTokens;
  /** Connections to the push services: kept open between sends (a TLS handshake per push costs more than the push), at most a lane's worth per host, closed with the queue. */
  private readonly agent: Agent;

  constructor(private deps: Deps, options: Partial<PushQueueOptions> = {}) {
    this.options = { ...PUSH_QUEUE_DEFAULTS, ...options };
    this.tokens = new VapidTokens(deps.vapid);
    this.agent = new Agent({ keepAlive: true, maxSockets: this.options.perHost, timeout: this.options.timeoutMs });
    this.lanes = new HostLanes(this.options, (d) => this.send(d), (d) => this.drop(d), () => this.settle());
  }

  /** Pushes and lookups waiting, and sends under way (the benchmarks and tests read it). */
  get pending() {
    return this.members.length + this.lookups + this.lanes.waiting + this.lanes.active + this.retries.size;
  }

  enqueue(memberId: number, message: PushMessage) {
    if (this.closed) return;
    if (this.members.length >= this.options.maxWaiting) {
      this.members.shift();
      this.count('dropped');
      this.deps.log.warn({ memberId }, 'push queue full: oldest push dropped');
    }
    this.members.push({ memberId, payload: JSON.stringify(message) });
    this.lookUp();
  }

  /** Resolves once nothing waits, is looked up, is sent or waits to be retried. */
  idle(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Sends what is queued, each once more at most (retries waiting are given up), then resolves. */
  async close() {
    this.closed = true;
    for (const timer of this.retries) clearTimeout(timer);
    if (this.retries.size) this.deps.log.warn({ sends: this.retries.size }, 'push retries given up at shutdown');
    this.retries.clear();
    await this.idle();
    this.agent.destroy();
  }

  /** Looks up the phones of every member waiting, one query at a time, and queues a send to each. */
  private lookUp() {
    if (this.lookups > 0 || this.members.length === 0) return;
    const batch = this.members.splice(0, LOOKUP_BATCH);
    this.lookups = batch.length;
    void this.phonesOf([...new Set(batch.map((m) => m.memberId))])
      .then((phones) => {
        const byMember = new Map<number, typeof phones>();
        for (const phone of phones) byMember.set(phone.memberId, [...(byMember.get(phone.memberId) ?? []), phone]);
        for (const { memberId, payload } of batch) {
          for (const { subscriptionId, endpoint, p256dh, auth, failures } of byMember.get(memberId) ?? []) {
            this.queueSend({ subscriptionId, endpoint, p256dh, auth, failures, payload, tries: 0 });
          }
        }
      })
      .catch((err: unknown) => this.deps.log.error({ err, members: batch.length }, 'push: looking up the phones failed'))
      .finally(() => {
        this.lookups = 0;
        this.lookUp();
        this.settle();
      });
  }

  /** The phones of active members: a blocked or deactivated account is pushed nothing. */
  private phonesOf(memberIds: number[]) {
    const s = memberPushSubscriptions;
    return this.deps.db.select({ memberId: s.memberId, subscriptionId: s.id, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth, failures: s.failures })
      .from(s).innerJoin(members, eq(members.id, s.memberId))
      .where(and(inArray(s.memberId, memberIds), eq(members.status, MEMBER_ACTIVE)));
  }

  private queueSend(d: Delivery) {
    this.lanes.add(hostOf(d.endpoint), d);
  }

  private async send(d: Delivery) {
    d.tries += 1;
    const { db } = this.deps;
    try {
      await webpush.sendNotification({ endpoint: d.endpoint, keys: { p256dh: d.p256dh, auth: d.auth } }, d.payload, {
        headers: { Authorization: this.tokens.headerFor(d.endpoint) },
        TTL: this.options.ttlSeconds,
        urgency: 'high',
        agent: this.agent,
        timeout: this.options.timeoutMs,
        contentEncoding: 'aes128gcm',
      });
      this.count('delivered');
      if (d.failures) await db.update(memberPushSubscriptions).set({ failures: 0 }).where(eq(memberPushSubscriptions.id, d.subscriptionId));
    } catch (err) {
      await this.failed(d, err);
    }
  }

  private async failed(d: Delivery, err: unknown) {
    const status = err instanceof webpush.WebPushError ? err.statusCode : undefined;
    const host = hostOf(d.endpoint);
    const s = memberPushSubscriptions;
    if (status === 404 || status === 410) {
      this.count('gone');
      await this.deps.db.delete(s).where(eq(s.id, d.subscriptionId));
      return;
    }
    const retryable = status === undefined || status === 429 || status >= 500;
    const wait = this.options.retryDelaysMs[d.tries - 1];
    if (retryable && wait !== undefined && !this.closed) {
      this.count('retried');
      this.deps.log.debug({ host, status, tries: d.tries, err: status ? undefined : (err as Error).message }, 'push failed: trying again');
      const timer = setTimeout(() => {
        this.retries.delete(timer);
        this.queueSend(d);
      }, Math.max(wait, retryAfterMs(err)));
      this.retries.add(timer);
      return;
    }
    this.count('failed');
    this.deps.log.warn({ host, status, tries: d.tries, err: status ? undefined : (err as Error).message }, 'push given up');
    await this.deps.db.update(s).set({ failures: sql`${s.failures} + 1` }).where(eq(s.id, d.subscriptionId));
  }

  private drop(d: Delivery) {
    this.count('dropped');
    this.deps.log.warn({ host: hostOf(d.endpoint) }, 'push queue full: oldest push dropped');
  }

  private count(result: PushResult) {
    this.deps.metrics?.pushSent(result);
  }

  private settle() {
    if (this.pending > 0) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}

/** A 429's or 503's `Retry-After` in seconds, as milliseconds (0 without one). */
function retryAfterMs(err: unknown): number {
  if (!(err instanceof webpush.WebPushError)) return 0;
  const seconds = Number(err.headers['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : 0;
}
