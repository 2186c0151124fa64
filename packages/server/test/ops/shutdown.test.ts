import { request, type IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { MSG, SERVER_RESTART, type ServerRestart } from '@halte/contract';
import { openDatabase } from '../../src/db/client.js';
import { rowsOf } from '../../src/lib/data/sql-rows.js';
import { engine } from '../helpers/database.js';
import { killServers, runServer, within } from '../helpers/server-process.js';
import { connect } from '../helpers/realtime.js';
import { openWorkbook } from '../helpers/report-fixtures.js';

const PASSWORD = 'kunci-rahasia-1';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  killServers();
  for (const c of cleanups) await c();
});

/** An empty database of the suite's engine, as the server is told of it and as the test reopens it. */
async function emptyDatabase(): Promise<{ env: Record<string, string>; open: () => ReturnType<typeof openDatabase> }> {
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'halte-stop-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `halte_t_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(text);
    await c.end();
  };
  await admin(`create database ${name}`);
  cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, open: () => openDatabase({ databaseUrl: url.toString(), dataDir: '' }) };
}

/** A request whose answer's head has arrived; its body is not read until `body()` is called. */
function streamed(url: string, token: string): Promise<{ res: IncomingMessage; body(): Promise<Buffer> }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.pause();
      resolve({
        res,
        body: () => new Promise((done, fail) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(Buffer.concat(chunks)));
          res.on('error', fail);
          res.resume();
        }),
      });
    }).on('error', reject).end();
  });
}

/** A form POST to the OsmAnd intake whose body is sent in two halves: the second when told. */
function halfSentPosition(base: string, fields: Record<string, string>) {
  const body = new URLSearchParams(fields).toString();
  const cut = Math.floor(body.length / 2);
  const req = request(`${base}/api/v1/tracking/osmand`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) },
  });
  const answer = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
  });
  // Awaited by `finish`; a test that fails before then leaves no unhandled rejection behind.
  answer.catch(() => undefined);
  req.write(body.slice(0, cut));
  return { finish: () => (req.end(body.slice(cut)), answer) };
}

describe('SIGTERM', () => {
  it('finishes the export and the position intake in flight, stores every acknowledged position, tells sockets to reconnect, then exits 0', async () => {
    const database = await emptyDatabase();
    // A long timeout: the export below may take a while on a busy machine, and must be let finish.
    // The delay is the window in which /readyz must be seen answering 503: on a loaded machine the
    // server, busy with the export and the flood, may take a second to answer the first look.
    const server = runServer({ ...database.env, DEMO: '1', DEMO_TRACKING: '0', ADMIN_PASSWORD: PASSWORD, SHUTDOWN_DELAY_SECONDS: '4', SHUTDOWN_TIMEOUT_SECONDS: '200' });
    const base = await server.listening(150_000);
    const signin = await fetch(`${base}/api/v1/users/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
    const { token } = (await signin.json()) as { token: string };
    const vehicles = (await (await fetch(`${base}/api/v1/vehicles?limit=2`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { intid: number; vcdevice_id: string }[] };
    const [tracked, other] = vehicles.data;

    // Positions keep arriving from four trackers' worth of connections until the server is gone.
    // A second per position, starting far enough back that the flood never runs ahead of the clock.
    const start = Math.floor(Date.now() / 1000) - 86_400;
    let next = 0;
    const acknowledged: number[] = [];
    const flood = Array.from({ length: 4 }, async () => {
      for (;;) {
        const second = start + next++;
        try {
          const res = await fetch(`${base}/api/v1/tracking/osmand?id=${tracked.vcdevice_id}&lat=-6.9&lon=112.05&timestamp=${second}`);
          // Refused while closing (503): not acknowledged, so a tracker would send it again.
          if (res.status === 200) acknowledged.push(second);
          await res.arrayBuffer();
        } catch {
          return;
        }
      }
    });

    const socket = await connect(base, { token });
    const hint = new Promise<ServerRestart>((resolve) => socket.once(SERVER_RESTART, resolve));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    // The bus report of the demo's whole two months: some 200,000 boardings, megabytes more than the
    // sockets' buffers hold, so with its reader paused the export is certainly still being written.
    const from = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date().toISOString().slice(0, 10);
    const exported = await streamed(`${base}/api/v1/report/bus/export?rt=2&from=${from}&to=${to}`, token);
    expect(exported.res.statusCode).toBe(200);
    const pending = halfSentPosition(base, { id: other.vcdevice_id, lat: '-6.91', lon: '112.06', timestamp: String(start) });
    await new Promise((r) => setTimeout(r, 300));

    server.child.kill('SIGTERM');
    // Not ready from the signal on, while requests are still served for SHUTDOWN_DELAY_SECONDS.
    await expect.poll(async () => {
      const readiness = await fetch(`${base}/readyz`);
      return { status: readiness.status, body: await readiness.json() };
    }, { timeout: 5_000, interval: 20 }).toEqual({ status: 503, body: { status: 'unavailable', message: MSG.draining } });

    // The request that was half sent when the signal came is answered, and what it acknowledged is kept.
    expect(await pending.finish()).toBe(200);
    expect(await within(hint, 20_000)).toEqual({ message: MSG.draining, reconnect_ms: 1000 });
    // Closed at the transport, not disconnected by the server: a Socket.IO client reconnects by itself.
    expect(await within(disconnected, 20_000)).toBe('transport close');
    socket.close();

    // The export begun before the signal is a whole workbook.
    const workbook = await openWorkbook(await exported.body());
    expect(workbook.worksheets[1].rowCount).toBeGreaterThan(100_000);

    const { code, output } = await within(server.exited, 60_000);
    expect(code).toBe(0);
    expect(output).toContain('shutting down: draining');
    expect(output).toContain('"msg":"shut down"');
    // The export was still being written when the signal came (its reader was paused until then).
    const lines = output.split('\n');
    const exportDone = lines.findIndex((l) => l.includes(`"reqId":"${exported.res.headers['x-request-id']}"`) && l.includes('request completed'));
    expect(exportDone).toBeGreaterThan(lines.findIndex((l) => l.includes('shutting down: draining')));
    await within(Promise.all(flood), 10_000);
    expect(acknowledged.length).toBeGreaterThan(10);

    const db = await database.open();
    try {
      const stored = rowsOf<{ s: number }>(await db.db.execute(sql`select extract(epoch from "time")::int as s from positions where vehicle_id = ${tracked.intid}`)).map((r) => r.s);
      const missing = acknowledged.filter((s) => !stored.includes(s));
      expect(missing).toEqual([]);
      const half = rowsOf<{ n: number }>(await db.db.execute(sql`select count(*)::int as n from positions where vehicle_id = ${other.intid} and "time" = to_timestamp(${start})`));
      expect(half[0].n).toBe(1);
    } finally {
      await db.close();
    }
  }, 300_000);
});
