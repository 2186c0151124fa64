/**
 * Complaints chat bench: the real server on PostgreSQL (and PGlite) with 1,000 members, each
 * signed in (sessions inserted in bulk) with a Socket.IO connection of their own and a complaint
 * opened through `POST /api/v1/member/complaints`, 20 operators whose role has the complaints
 * screen, each with a connection, and 200,000 older conversations (one message each) inserted in
 * bulk.
 *   round trip: BENCH_RATE (200) messages a second for BENCH_SECONDS after BENCH_WARM_UP_SECONDS
 *               (3) at the same rate, half from an operator
 *               (`POST /conversation/message`, heard by the member on the conversation's
 *               `token_member`), half from a member (`POST /member/complaints/{id}/messages`, heard
 *               by every operator on its `token_admin`); from just before the POST to the event's
 *               arrival, p50/p99/max over every delivery.
 *   list:       `GET /conversation?page=1&limit=10`; searched by a word in one title of eight
 *               (`q=terlambat`), by a conversation's code and by a member's name (the searches a
 *               department usually makes); with a month; autocannon, 10 connections, 3 ×
 *               BENCH_SECONDS, medians; the server keeps no pages (LIST_CACHE_ENTRIES=0).
 * On PostgreSQL the round trip runs once more with two instances and Redis: the POSTs go to
 * instance A, every socket is connected to instance B.
 * Prints the figures, writes bench/results/chat-<engine>.json and the list's plans to
 * bench/results/chat-plans-<engine>.txt.
 * Usage: tsx bench/chat.ts [postgres] [pglite]   (default: postgres)
 * Env: BENCH_PG_URL, BENCH_REDIS_URL (redis://127.0.0.1:6379), BENCH_SECONDS (10), BENCH_RATE (200
 *      messages a second), BENCH_WARM_UP_SECONDS (3), BENCH_SCENARIOS (`roundtrip,list`), BENCH_LOG_LEVEL.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import pino from 'pino';
import { inArray, sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import type { ConversationListQuery, ConversationMessageWire, MemberConversationWire } from '../packages/contract/src/index.js';
import { seedBase } from '../packages/server/src/db/seed/base.js';
import { hashPassword } from '../packages/server/src/auth/password.js';
import { newToken, tokenHash } from '../packages/server/src/auth/tokens.js';
import { memberSessions, menus, roleMenus, roles, users } from '../packages/server/src/db/schema/index.js';
import type { Database } from '../packages/server/src/db/client.js';
import { conversationList } from '../packages/server/src/modules/complaints/conversations/conversations.service.js';
import { createBenchDatabase, type Engine } from './lib/database.js';
import { apiServerEnv, repoRoot, signIn, startServer, type RunningServer } from './lib/server.js';
import { medianOf } from './lib/load.js';
import { loadAverage, report } from './lib/report.js';
import { backendCpu, cpuMsOf } from './lib/cpu.js';
import { plansOf } from './lib/plans.js';
import { paced, summary } from './lib/latency.js';
import { person } from './lib/people.js';
import { perEngine, run } from './lib/per-engine.js';
import { rowsOf } from '../packages/server/src/lib/data/sql-rows.js';

const MEMBERS = 1_000;
const OPERATORS = 20;
const OLD_CONVERSATIONS = 200_000;
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Messages at the full rate before the measured run: a cold server's first seconds pay for its connections and its compiler. */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const SCENARIOS = new Set((process.env.BENCH_SCENARIOS ?? 'roundtrip,list').split(','));
const RUNS = 3;
const QUERY = 'terlambat';
/** One member's name of the thousand (201 conversations are theirs): a search a department usually makes, as is a code. */
const MEMBER_QUERY = 'Anggota 417';
const ADMIN_PASSWORD = 'bench-admin-rahasia';
const OPERATOR_PASSWORD = 'bench-operator-rahasia';
const PORTS: Record<Engine, number> = { postgres: 3610, pglite: 3611 };
const SECOND_INSTANCE_PORT = 3612;
const TZ = 'Asia/Jakarta';
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TITLES = ['Bus terlambat datang', 'Sopir mengemudi terlalu cepat', 'AC bus mati', 'Bus tidak berhenti di halte', 'Kursi rusak', 'Anak tertinggal bus', 'Jadwal berubah tanpa kabar', 'Bus penuh sesak'];

interface Member { token: string; conversation?: MemberConversationWire }
interface Operator { authorization: string; username: string }

/**
 * Roles, operators, members with their sessions, and the older conversations, in bulk: the
 * members' tokens are made here and only their hashes stored, as a sign-in would.
 */
async function fill(database: Database): Promise<{ members: Member[]; operators: string[] }> {
  const { db } = database;
  await seedBase(db, { appType: 'school', adminPassword: ADMIN_PASSWORD, log: pino({ level: 'silent' }) });
  const [role] = await db.insert(roles).values({ code: 'BENCHOPS', name: 'Operator Pengaduan' }).returning({ id: roles.id });
  const screens = await db.select({ id: menus.id }).from(menus).where(inArray(menus.screenKey, ['operations.complaints']));
  await db.insert(roleMenus).values(screens.map((m) => ({ roleId: role.id, menuId: m.id })));
  const passwordHash = await hashPassword(OPERATOR_PASSWORD);
  const operators = Array.from({ length: OPERATORS }, (_, i) => ({ ...person(i), passwordHash, roleId: role.id }));
  await db.insert(users).values(operators);

  const memberIds = await db.execute<{ id: number }>(sql`
    insert into members (name, email, phone, password_hash)
    select 'Anggota ' || i, 'anggota' || i || '@bench.test', '0812' || lpad(i::text, 8, '0'), ${passwordHash}
    from generate_series(1, ${MEMBERS}) i returning id`);
  const ids = (memberIds as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  const members = ids.map(() => ({ token: newToken() }));
  await db.insert(memberSessions).values(ids.map((memberId, i) => ({ memberId, tokenHash: tokenHash(members[i].token) })));

  // 550 a day over the year before yesterday, spread across the members; one message each.
  const t0 = Date.now();
  await db.execute(sql`
    insert into conversations (code, service_date, day_number, title, member_id, status, token_admin, token_member, created_at, last_message_at, updated_at)
    select 'PGD-' || to_char(d, 'YYYYMMDD') || '-' || lpad(n::text, 4, '0'), d, n,
           (${sql.raw(`array[${TITLES.map((t) => `'${t}'`).join(',')}]`)})[1 + i % ${TITLES.length}],
           ${ids[0]} + i % ${MEMBERS}, i % 3, 'a' || i || md5(random()::text), 'm' || i || md5(random()::text), at, at, at
    from (select i, (current_date - 2 - i / 550) as d, 1 + i % 550 as n,
                 (current_date - 2 - i / 550) + interval '7 hours' + (i % 550) * interval '1 minute' as at
          from generate_series(0, ${OLD_CONVERSATIONS - 1}) i) s`);
  await db.execute(sql`
    insert into conversation_messages (conversation_id, sender_id, message, status, created_at)
    select id, member_id, 'Mohon ditindaklanjuti: ' || title, 1, created_at from conversations`);
  await db.execute(sql`vacuum analyze`);
  console.log(`${OLD_CONVERSATIONS} conversations with a message each inserted in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return { members, operators: operators.map((o) => o.username) };
}

/**
 * How late the server's event loop ran (p99 and max, ms) since the last call: Prometheus'
 * default metrics measure it and start again at each scrape.
 */
async function serverLoopDelay(server: RunningServer) {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const value = (name: string) => Number((new RegExp(`^${name} ([0-9.e+-]+)`, 'm').exec(text) ?? [])[1]) * 1000;
  return { p99: Number(value('nodejs_eventloop_lag_p99_seconds').toFixed(1)), max: Number(value('nodejs_eventloop_lag_max_seconds').toFixed(1)) };
}

function connect(url: string, token: string): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** `work` over `items`, `width` at a time. */
async function inParallel<T, R>(items: T[], width: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i], i);
    }
  }));
  return out;
}

async function post(url: string, headers: Record<string, string>, body: unknown) {
  const res = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<{ data: unknown }>;
}

/**
 * One paced run: every message carries its number; the sockets on `receiver` note when each
 * arrives. Operator messages are counted at their member, members' messages at each operator.
 */
async function roundTrip(sender: RunningServer, receiver: RunningServer, members: Member[], operators: Operator[], postgresCpu?: () => Promise<number>) {
  const memberSockets = await inParallel(members, 20, (m) => connect(receiver.url, m.token));
  const operatorSockets = await inParallel(operators, 5, (o) => connect(receiver.url, o.authorization.slice('Bearer '.length)));
  console.log(`${memberSockets.length} member and ${operatorSockets.length} operator sockets connected to ${receiver.url}; load average ${loadAverage()}`);
  const sentAt = new Map<string, number>();
  const toMember: number[] = [];
  const toOperators: number[] = [];
  const tagOf = (m: ConversationMessageWire) => /bench#(\d+)/.exec(m.vcmessage)?.[1];
  // Messages numbered from `offset` are measured; a warm-up message delivered late is not.
  const offset = 1_000_000;
  const measured = (tag: string | undefined): tag is string => tag !== undefined && Number(tag) >= offset;
  memberSockets.forEach((s, i) =>
    s.on(members[i].conversation!.token_member, (m: ConversationMessageWire) => {
      const tag = tagOf(m);
      if (measured(tag) && m.intis_admin === 1) toMember.push(performance.now() - sentAt.get(tag)!);
    }),
  );
  for (const s of operatorSockets) {
    s.onAny((_event: string, m: ConversationMessageWire) => {
      const tag = typeof m?.vcmessage === 'string' ? tagOf(m) : undefined;
      if (measured(tag) && m.intis_admin === 0) toOperators.push(performance.now() - sentAt.get(tag)!);
    });
  }
  const accepted: number[] = [];
  // A POST the overloaded server did not take (connection timed out, not 201) is counted, not fatal.
  let failed = 0;
  const send = (tick: number) => attempt(tick).catch(() => void (failed += 1));
  const attempt = async (tick: number) => {
    const member = members[(tick * 7919) % members.length];
    const conversationId = member.conversation!.intid;
    const vcmessage = `Pesan uji bench#${tick}`;
    const at = performance.now();
    sentAt.set(String(tick), at);
    if (tick % 2 === 0) {
      const operator = operators[tick % operators.length];
      await post(`${sender.url}/api/v1/conversation/message`, { authorization: operator.authorization }, { intconverstion_id: conversationId, vcmessage });
    } else {
      await post(`${sender.url}/api/v1/member/complaints/${conversationId}/messages`, { authorization: `Bearer ${member.token}` }, { vcmessage });
    }
    accepted.push(performance.now() - at);
  };
  await paced(RATE, WARM_UP_SECONDS, send); // the server warmed at the full rate, as the autocannon benches are
  toMember.length = 0;
  toOperators.length = 0;
  accepted.length = 0;
  failed = 0;
  const cpuNow = async () => ({ sender: cpuMsOf(sender.pid), receiver: cpuMsOf(receiver.pid), bench: process.cpuUsage(), postgres: (await postgresCpu?.()) ?? 0 });
  const before = await cpuNow();
  await serverLoopDelay(sender);
  if (receiver !== sender) await serverLoopDelay(receiver);
  const benchLoop = monitorEventLoopDelay({ resolution: 5 });
  benchLoop.enable();
  const began = performance.now();
  const messages = await paced(RATE, SECONDS, (tick) => send(offset + tick));
  const sendSeconds = (performance.now() - began) / 1000;
  await new Promise((r) => setTimeout(r, 2_000));
  const after = await cpuNow();
  benchLoop.disable();
  // Each process's longest wait for its event loop: a delivery late by that much was late there.
  const loopDelay = {
    server: await serverLoopDelay(sender),
    ...(receiver !== sender ? { receiver: await serverLoopDelay(receiver) } : {}),
    bench: { p99: Number((benchLoop.percentile(99) / 1e6).toFixed(1)), max: Number((benchLoop.max / 1e6).toFixed(1)) },
  };
  console.log(`event loop delay (ms): ${JSON.stringify(loopDelay)}`);
  const perMessage = (ms: number) => Number((ms / messages).toFixed(2));
  const benchCpu = process.cpuUsage(before.bench);
  // CPU per message over the measured run and the 2 s after it, of each process on the 2 cores.
  const cpuPerMessage = {
    server: perMessage(after.sender - before.sender),
    ...(receiver !== sender ? { receiver: perMessage(after.receiver - before.receiver) } : {}),
    postgres: perMessage(after.postgres - before.postgres),
    bench: perMessage((benchCpu.user + benchCpu.system) / 1000),
  };
  console.log(`CPU per message (ms): ${JSON.stringify(cpuPerMessage)}`);
  const r = {
    messages,
    rate: Number((messages / sendSeconds).toFixed(1)),
    loadAverage: loadAverage(),
    cpuPerMessage,
    loopDelay,
    post: summary('POST answered', accepted, { failed }),
    operatorToMember: summary('operator → member', toMember, { expected: Math.ceil(messages / 2) }),
    memberToOperators: summary(`member → each of ${OPERATORS} operators`, toOperators, { expected: Math.floor(messages / 2) * OPERATORS }),
  };
  for (const s of [...memberSockets, ...operatorSockets]) s.close();
  return r;
}

const listOf = (extra: Partial<ConversationListQuery>) => ({ q: '', page: 1, limit: 10, ...extra }) as ConversationListQuery;

async function benchEngine(engine: Engine) {
  console.log(`\n## ${engine}`);
  const store = await createBenchDatabase(engine, pgAdminUrl);
  const result: Record<string, unknown> = { engine, members: MEMBERS, operators: OPERATORS, oldConversations: OLD_CONVERSATIONS, rate: RATE, seconds: SECONDS };
  try {
    const database = await store.open();
    const { members, operators: usernames } = await fill(database);
    const [{ code }] = rowsOf<{ code: string }>(await database.db.execute(sql`select code from conversations order by id offset 12345 limit 1`));
    const month = new Date(Date.now() - 60 * 86_400_000);
    const monthQuery = { rt: 3, m: month.getUTCMonth() + 1, y: month.getUTCFullYear() };
    const plans = await plansOf(database, async (db) => {
      await conversationList(db, listOf({}), { timeZone: TZ });
      await conversationList(db, listOf({ q: QUERY }), { timeZone: TZ });
      await conversationList(db, listOf(monthQuery), { timeZone: TZ });
    });
    mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
    writeFileSync(join(repoRoot, `bench/results/chat-plans-${engine}.txt`), plans);
    await database.close();

    const env = { ...store.env, ...apiServerEnv(ADMIN_PASSWORD), LIST_CACHE_ENTRIES: '0', DEMO_TRACKING: '0', TZ, METRICS_TOKEN };
    const server = await startServer(PORTS[engine], env);
    let operators: Operator[];
    try {
      operators = await inParallel(usernames, 4, async (username) => ({ username, authorization: (await signIn(server.url, username, OPERATOR_PASSWORD)).authorization }));
      const t0 = Date.now();
      await inParallel(members, 10, async (m, i) => {
        const { data } = await post(`${server.url}/api/v1/member/complaints`, { authorization: `Bearer ${m.token}` }, { vcname: TITLES[i % TITLES.length], vcmessage: 'Mohon dibantu, terima kasih.' });
        m.conversation = data as MemberConversationWire;
      });
      console.log(`${MEMBERS} complaints opened through the API in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      const backends = store.env.DATABASE_URL ? await backendCpu(pgAdminUrl, new URL(store.env.DATABASE_URL).pathname.slice(1)) : undefined;
      if (SCENARIOS.has('roundtrip')) result.oneInstance = await roundTrip(server, server, members, operators, backends?.probe);

      const cpu = async () => ({ server: cpuMsOf(server.pid), ...(backends ? { postgres: await backends.probe() } : {}) });
      const headers = { authorization: operators[0].authorization };
      const lists: Record<string, unknown> = {};
      const search = (q: string) => [`q=${q}`, `&q=${encodeURIComponent(q)}`] as const;
      const listQueries = SCENARIOS.has('list') ? [['all', ''] as const, search(QUERY), search(code), search(MEMBER_QUERY), ['month', `&rt=3&m=${monthQuery.m}&y=${monthQuery.y}`] as const] : [];
      for (const [label, query] of listQueries) {
        const url = `${server.url}/api/v1/conversation?page=1&limit=10${query}`;
        const sample = (await (await fetch(url, { headers })).json()) as { length: number };
        console.log(`GET /conversation ${label}: ${sample.length} conversations; load average ${loadAverage()}`);
        const r = await medianOf(RUNS, { url, headers, connections: 10, seconds: SECONDS, cpu });
        report(`GET /conversation ${label}`, r);
        lists[label] = { matching: sample.length, loadAverage: loadAverage(), ...r };
      }
      result.list = lists;
      await backends?.close();
    } finally {
      await server.stop();
    }

    if (engine === 'postgres' && SCENARIOS.has('roundtrip')) {
      console.log('\ntwo instances with Redis: POSTs to A, sockets on B');
      const redisEnv = { ...env, REDIS_URL: redisUrl };
      const a = await startServer(PORTS[engine], redisEnv);
      const b = await startServer(SECOND_INSTANCE_PORT, redisEnv);
      const backends = await backendCpu(pgAdminUrl, new URL(store.env.DATABASE_URL!).pathname.slice(1));
      try {
        result.twoInstances = await roundTrip(a, b, members, operators, backends.probe);
      } finally {
        await backends.close();
        await b.stop();
        await a.stop();
      }
    }
    return result;
  } finally {
    await store.drop();
  }
}

run(() => perEngine('Chat bench', 'chat', benchEngine, ['postgres']));
