import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { migrationCount } from '../helpers/older-database.js';
import { killServers, runServer } from '../helpers/server-process.js';

const base = process.env.TEST_DATABASE_URL!;
const name = `halte_t_${randomBytes(6).toString('hex')}`;
const url = new URL(base);
url.pathname = `/${name}`;

const admin = async (text: string) => {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
};

afterAll(async () => {
  killServers();
  await admin(`drop database if exists ${name} with (force)`);
});

/** The `migrations` count a server logged at start. */
const appliedBy = (output: string) => {
  const line = output.split('\n').find((l) => l.includes('database schema'));
  return (JSON.parse(line!) as { migrations: number }).migrations;
};

describe('two instances starting together on one empty PostgreSQL database', () => {
  it('migrate once between them, and both serve; one stopping leaves the other serving', async () => {
    await admin(`create database ${name}`);
    const env = { DATABASE_URL: url.toString(), ADMIN_PASSWORD: 'kunci-rahasia-1' };
    const servers = [runServer(env), runServer(env)];
    const bases = await Promise.all(servers.map((s) => s.listening()));

    // One applied every migration; the other waited for the lock and found none left.
    expect(servers.map((s) => appliedBy(s.output())).sort()).toEqual([0, migrationCount()]);
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    const { rows } = await c.query<{ n: number; hashes: number }>('select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations');
    const users = await c.query<{ n: number }>("select count(*)::int as n from users where username = 'admin'");
    await c.end();
    expect(rows[0]).toEqual({ n: migrationCount(), hashes: migrationCount() });
    expect(users.rows[0].n).toBe(1);

    for (const at of bases) {
      expect((await fetch(`${at}/readyz`)).status).toBe(200);
      const signin = await fetch(`${at}/api/v1/users/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'kunci-rahasia-1' }),
      });
      expect(signin.status).toBe(200);
    }
    // One stops; the other keeps serving.
    servers[0].child.kill('SIGTERM');
    expect((await servers[0].exited).code).toBe(0);
    expect((await fetch(`${bases[1]}/readyz`)).status).toBe(200);
    servers[1].child.kill('SIGTERM');
    expect((await servers[1].exited).code).toBe(0);
  }, 180_000);
});
