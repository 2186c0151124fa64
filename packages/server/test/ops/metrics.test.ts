import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@halte/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { osmandUrl, trackedVehicle } from '../helpers/tracking.js';
import { engine } from '../helpers/database.js';

const TOKEN = 'metrik-rahasia-0123456789';
let t: TestApp;
const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

beforeAll(async () => {
  t = await startTestApp({ METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' }, undefined, logStream);
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.call('GET', '/metrics', { token: TOKEN });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};

/** The value of one sample line, e.g. `name{a="b"}`, or undefined when absent. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('refuses without the token or with a wrong one, and says so in Indonesian', async () => {
    const none = await t.call('GET', '/metrics');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: MSG.metricsToken });
    expect(none.body).not.toContain('halte_');
    const wrong = await t.call('GET', '/metrics', { token: 'metrik-salah-00000000000' });
    expect(wrong.statusCode).toBe(401);
    // A staff session is no metrics token either.
    expect((await t.call('GET', '/metrics', { token: t.adminToken })).statusCode).toBe(401);
  });

  it('is off without METRICS_TOKEN', async () => {
    const off = await startTestApp({}, t.database);
    try {
      const res = await off.call('GET', '/metrics', { token: TOKEN });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MSG.metricsOff });
    } finally {
      await off.app.close();
    }
  });

  it('reports a request made just before: its count by route and status, and its latency', async () => {
    const series = 'halte_http_requests_total{method="GET",route="/api/v1/vehicles/:id",status="404"}';
    const before = sample(await scrape(), series) ?? 0;
    expect((await t.call('GET', '/api/v1/vehicles/987654', { token: t.adminToken })).statusCode).toBe(404);
    const text = await scrape();
    expect(sample(text, series)).toBe(before + 1);
    expect(sample(text, 'halte_http_request_duration_seconds_count{method="GET",route="/api/v1/vehicles/:id"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('halte_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/v1/vehicles/:id"}');
  });

  it('counts positions ingested, exports, sockets, event-loop lag and (on PostgreSQL) the pool', async () => {
    const vehicle = await trackedVehicle(t);
    const before = sample(await scrape(), 'halte_positions_ingested_total{source="osmand",result="stored"}') ?? 0;
    expect((await t.call('GET', osmandUrl(vehicle.device, -6.9, 112.05, { timestamp: Math.floor(Date.now() / 1000) }))).statusCode).toBe(200);
    const exportRes = await t.call('GET', '/api/v1/report/student/export?rt=3&m=3&y=2026', { token: t.adminToken });
    expect(exportRes.statusCode).toBe(200);
    const text = await scrape();
    expect(sample(text, 'halte_positions_ingested_total{source="osmand",result="stored"}')).toBe(before + 1);
    expect(sample(text, 'halte_export_jobs_total{result="completed"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'halte_export_jobs_running')).toBe(0);
    expect(sample(text, 'halte_socketio_connections')).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    if (engine === 'postgres') expect(sample(text, 'halte_db_pool_connections')).toBeGreaterThanOrEqual(1);
    else expect(text).not.toContain('halte_db_pool_connections');
  });
});

describe('request ids', () => {
  it('every answer names its request in X-Request-Id, the reqId of that request’s log lines', async () => {
    const res = await t.call('GET', '/api/v1/vehicles/987655', { token: t.adminToken });
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const other = await t.call('GET', '/api/v1/config');
    expect(other.headers['x-request-id']).not.toBe(id);
    const logged = lines.filter((l) => l.reqId === id);
    expect(logged.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    expect(logged.find((l) => l.msg === 'request completed')).toMatchObject({ res: { statusCode: 404 } });
  });

  it('keeps a proxy’s own plain id, and replaces one that is not plain', async () => {
    const kept = await t.call('GET', '/api/v1/config', { headers: { 'x-request-id': 'proxy-abc-123456' } });
    expect(kept.headers['x-request-id']).toBe('proxy-abc-123456');
    const replaced = await t.call('GET', '/api/v1/config', { headers: { 'x-request-id': 'bad id\u0007 with "quotes"' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
