import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/client.js';
import { seedDemo } from '../../src/db/seed/demo.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { summarisedStays } from '../helpers/parking-fixtures.js';
import { openedComplaint } from '../helpers/member-fixtures.js';
import { runTool } from '../helpers/cli.js';
import { emptyPostgresDatabase } from '../helpers/database.js';
import { dbFingerprint, sequences } from '../helpers/db-fingerprint.js';
import { osmandUrl } from '../helpers/tracking.js';
import { created, schoolBody } from '../helpers/transport-fixtures.js';

let dir: string;
let target: { url: string; drop(): Promise<unknown> };
let moved: TestApp | undefined;
let before: Record<string, string>;
let beforeSequences: Record<string, number>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'halte-move-'));
  // The embedded database a department has been running: demo data, a few days of positions.
  const embedded = await openDatabase({ dataDir: join(dir, 'data') });
  const source = await startTestApp({}, embedded);
  await seedDemo(source.database.db, { appType: 'school', log: source.app.log });
  for (const days of [0, 40]) {
    const at = Math.floor(Date.now() / 1000) - days * 86_400;
    expect((await source.call('GET', osmandUrl('TBN-BUS-01', -6.8837, 112.0452, { timestamp: at, speed: 10 }))).statusCode).toBe(200);
  }
  await summarisedStays(source);
  // Conversations, which the database also counts per hour as they are inserted.
  for (const title of ['Bus datang terlambat', 'Halte gelap']) await openedComplaint(source, title);
  before = await dbFingerprint(source);
  beforeSequences = await sequences(source.database.db);
  await source.close();
  await embedded.close();
  target = await emptyPostgresDatabase();
}, 180_000);

afterAll(async () => {
  await moved?.close();
  await moved?.database.close();
  await target?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm run migrate-to-postgres', () => {
  it('copies every table of DATA_DIR into an empty PostgreSQL database: same rows, sequences moved on', async () => {
    const run = await runTool('migrate-to-postgres', target.url, { DATA_DIR: join(dir, 'data') });
    expect(run.output).toContain('Selesai');
    expect(run.code).toBe(0);

    const database = await openDatabase({ databaseUrl: target.url, dataDir: '' });
    const after = await dbFingerprint({ database });
    expect(Object.keys(after).filter((name) => name.startsWith('positions_')).length).toBeGreaterThanOrEqual(2);
    expect(Number(before.students.split(':')[0])).toBe(2000);
    expect(before.parking_summary_days.split(':')[0]).toBe('2');
    expect(after).toEqual(before);
    expect(await sequences(database.db)).toEqual(beforeSequences);

    // Served from PostgreSQL now: the admin signs in with the same password and a new school
    // takes the next id, not one the embedded database already gave.
    moved = await startTestApp({}, Object.assign(database, { url: target.url }));
    const school = await created(moved, '/api/v1/schools', schoolBody(9, { vcnama: 'SD Sesudah Pindah' }));
    expect(school.intid).toBe(beforeSequences.schools_id_seq + 1);
  });

  it('refuses a database that is not empty', async () => {
    const again = await runTool('migrate-to-postgres', target.url, { DATA_DIR: join(dir, 'data') });
    expect(again.code).toBe(1);
    expect(again.output).toContain('tidak kosong');
  });
});
