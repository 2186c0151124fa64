import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { seedBase } from '../../src/db/seed/base.js';
import type { Database } from '../../src/db/client.js';
import { freshDatabase } from './database.js';

export const ADMIN_PASSWORD = 'admin-rahasia-1';

const MANY = '1000000';
/** Member limits no test reaches by accident. */
export const UNLIMITED_MEMBERS = Object.fromEntries(
  ['MESSAGES', 'COMPLAINTS', 'PHOTOS'].flatMap((kind) => [`MEMBER_${kind}_PER_MEMBER`, `MEMBER_${kind}_PER_ADDRESS`]).concat('MEMBER_SIGNUPS_PER_ADDRESS').map((name) => [name, MANY]),
);

export interface TestApp {
  app: FastifyInstance;
  database: Database & { url?: string };
  config: Config;
  /** Bearer token of the seeded admin. */
  adminToken: string;
  signin(username: string, password: string): Promise<string>;
  /** Injects a request; `token` adds the bearer header. */
  call(method: string, url: string, opts?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A whole server on a fresh database with the base seed, as `main.ts` builds it. With `logStream`
 * its log lines (at `LOG_LEVEL`) go there for the test to read.
 */
export async function startTestApp(env: Record<string, string> = {}, existing?: Database & { url?: string }, logStream?: DestinationStream): Promise<TestApp> {
  // The demo simulator stays off unless a test turns it on; the member limits are out of the way
  // (every test member signs up and sends from one address) unless a test sets its own.
  const config = loadConfig({ LOG_LEVEL: 'silent', ADMIN_PASSWORD, CHECK_RESPONSES: '1', DEMO_TRACKING: '0', ...UNLIMITED_MEMBERS, ...env });
  const database = existing ?? (await freshDatabase());
  const app = await buildApp({ config, database, logger: !!logStream, logStream });
  await seedBase(database.db, { appType: config.appType, adminPassword: ADMIN_PASSWORD, log: app.log });
  await app.ready();

  const call: TestApp['call'] = (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    // A string body is sent as-is (malformed JSON tests); anything else is JSON-encoded.
    if (typeof opts.body === 'string') headers['content-type'] ??= 'application/json';
    return app.inject({ method: method as 'GET', url, headers, payload: opts.body as string | object | undefined });
  };
  const signin = async (username: string, password: string) => {
    const res = await call('POST', '/api/v1/users/signin', { body: { username, password } });
    if (res.statusCode !== 200) throw new Error(`signin ${username}: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };
  const adminToken = await signin('admin', ADMIN_PASSWORD);
  return {
    app,
    database,
    config,
    adminToken,
    signin,
    call,
    async close() {
      await app.close();
      if (!existing) await database.close();
    },
  };
}
