import { afterEach } from 'vitest';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { openDatabase } from '../../src/db/client.js';
import { startTestApp, type TestApp } from './app.js';
import { connect, listen } from './realtime.js';

/**
 * Makes Socket.IO clients as the web opens them (a token, or a raw authorization header) to the
 * server at `url()`, or at `at` for another server; every client is closed after each test.
 */
export function socketClients(url: () => string) {
  const open: Socket[] = [];
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });
  return async (opts: Parameters<typeof connect>[1], at = url()) => {
    const s = await connect(at, opts);
    open.push(s);
    return s;
  };
}

/** A test server listening on a local port, and its base URL. */
export async function startListening(): Promise<{ t: TestApp; url: string }> {
  const t = await startTestApp();
  return { t, url: await listen(t) };
}

export interface TwoInstances { a: TestApp; b: TestApp; urlA: string; urlB: string }

/**
 * Two instances behind a load balancer: one PostgreSQL database (B has its own pool, as a second
 * server would), Redis between them, both with `env`. For the PostgreSQL suite only.
 */
export async function startTwoInstances(env: Record<string, string> = {}): Promise<TwoInstances> {
  endTurn = await takeSharedRedisTurn();
  const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const a = await startTestApp({ REDIS_URL, ...env });
  const urlA = await listen(a);
  const b = await startTestApp({ REDIS_URL, ...env }, await openDatabase({ databaseUrl: a.database.url!, dataDir: '' }));
  return { a, b, urlA, urlB: await listen(b) };
}

export async function stopTwoInstances(pair: Partial<TwoInstances>) {
  await pair.b?.close();
  await pair.b?.database.close();
  await pair.a?.close();
  await endTurn?.();
  endTurn = undefined;
}

let endTurn: (() => Promise<void>) | undefined;

/**
 * Files that start two instances share one Redis, whose socket rooms and member counts are keyed
 * by ids every test database starts again at 1: one such file runs at a time (a PostgreSQL
 * advisory lock, released when its session ends, even if the file's process dies).
 */
async function takeSharedRedisTurn(): Promise<() => Promise<void>> {
  const session = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await session.connect();
  await session.query("select pg_advisory_lock(hashtext('halte-test:shared-redis'))");
  return () => session.end();
}
