import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client.js';
import { seedDemo } from '../../src/db/seed/demo.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { summarisedStays } from '../helpers/parking-fixtures.js';
import { openedComplaint } from '../helpers/member-fixtures.js';
import { runTool } from '../helpers/cli.js';
import { emptyPostgresDatabase, engine } from '../helpers/database.js';
import { dbFingerprint, rowsOf, sequences } from '../helpers/db-fingerprint.js';
import { schoolBody } from '../helpers/transport-fixtures.js';

let dir: string;
let t: TestApp;
let serving: Database | undefined;
/** The database as it stood when the backup was taken. */
let before: Record<string, string>;
let beforeSequences: Record<string, number>;
const file = () => join(dir, engine === 'pglite' ? 'halte.tar.gz' : 'halte.dump');
const settings = () => (engine === 'pglite' ? { DATA_DIR: join(dir, 'data') } : { DATABASE_URL: t.database.url });
const restored: { url?: string; drop?: () => Promise<unknown>; database?: Database } = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'halte-backup-'));
  // On PGlite the server holds the data folder, as `npm start` does; the backup asks it for the dump.
  serving = engine === 'pglite' ? await openDatabase({ dataDir: join(dir, 'data'), serveBackups: true }) : undefined;
  t = await startTestApp({}, serving);
  await seedDemo(t.database.db, { appType: 'school', log: t.app.log });
  expect((await t.call('POST', '/api/v1/schools', { token: t.adminToken, body: schoolBody(1, { vcnama: 'SD Sebelum Cadangan' }) })).statusCode).toBe(201);
  await summarisedStays(t);
  // Conversations, which the database also counts per hour as they are inserted.
  for (const title of ['Bus datang terlambat', 'Halte gelap']) await openedComplaint(t, title);
}, 180_000);

afterAll(async () => {
  await restored.database?.close();
  await restored.drop?.();
  await t?.close();
  await serving?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** `npm run restore` of the backup into a new empty folder or database, then opened. */
async function restoreInto(folder: string, backup = file()): Promise<{ url?: string; drop?: () => Promise<unknown>; database: Database }> {
  if (engine === 'pglite') {
    const target = join(dir, folder);
    const restore = await runTool('restore', backup, { DATA_DIR: target });
    expect(restore.output).toContain('Dipulihkan');
    expect(restore.code).toBe(0);
    return { database: await openDatabase({ dataDir: target }) };
  }
  const empty = await emptyPostgresDatabase();
  const restore = await runTool('restore', backup, { DATABASE_URL: empty.url });
  expect(restore.output).toContain('Dipulihkan');
  expect(restore.code).toBe(0);
  return { ...empty, database: await openDatabase({ databaseUrl: empty.url, dataDir: '' }) };
}

describe(`backup and restore (${engine})`, () => {
  it('takes a backup while the server runs and restores exactly its rows into an empty database', async () => {
    before = await dbFingerprint(t);
    beforeSequences = await sequences(t.database.db);
    const [backup, during] = await Promise.all([
      runTool('backup', file(), settings()),
      // The server keeps answering while the dump is taken (PGlite holds requests for that moment).
      t.call('GET', '/api/v1/schools?limit=1', { token: t.adminToken }),
    ]);
    expect(backup.output).toContain('Cadangan tersimpan');
    expect(backup.code).toBe(0);
    expect(during.statusCode).toBe(200);
    expect(existsSync(file())).toBe(true);
    expect(existsSync(`${file()}.partial`)).toBe(false);

    // Written after the backup: the restore must not have it.
    expect((await t.call('POST', '/api/v1/schools', { token: t.adminToken, body: schoolBody(2, { vcnama: 'SD Sesudah Cadangan' }) })).statusCode).toBe(201);

    const copy = await restoreInto('restored');
    Object.assign(restored, copy);
    const after = await dbFingerprint(copy);
    expect(Object.keys(after).length).toBeGreaterThan(30);
    expect(after).toEqual(before);
    expect(await sequences(copy.database.db)).toEqual(beforeSequences);
    expect(Number(before.students.split(':')[0])).toBe(2000);
    expect(before.parking_summary_days.split(':')[0]).toBe('2');
  });

  it('refuses to restore over a database that holds data, and leaves it as it was', async () => {
    const target = engine === 'pglite' ? { DATA_DIR: join(dir, 'restored') } : { DATABASE_URL: restored.url };
    // The restored database is closed first: on PGlite a running server's lock would refuse anyway.
    await restored.database?.close();
    restored.database = undefined;
    const restore = await runTool('restore', file(), target);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('tidak kosong');
    restored.database = await openDatabase(engine === 'pglite' ? { dataDir: target.DATA_DIR! } : { databaseUrl: target.DATABASE_URL, dataDir: '' });
    expect(await dbFingerprint({ database: restored.database })).toEqual(before);
  });

  it('holds each write whole when writes keep arriving during the backup', async () => {
    const during = join(dir, engine === 'pglite' ? 'during.tar.gz' : 'during.dump');
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        const res = await t.call('POST', '/api/v1/schools', { token: t.adminToken, body: schoolBody(100 + written, { vcnama: `SD Selama Cadangan ${written}` }) });
        expect(res.statusCode).toBe(201);
        written++;
      }
    })();
    const backup = await runTool('backup', during, settings());
    writing = false;
    await writer;
    expect(backup.code).toBe(0);

    const copy = await restoreInto('during');
    try {
      // A school and its audit row are written in one transaction: a consistent copy has both or neither.
      const [counts] = await rowsOf<{ schools: number; audits: number }>(copy.database.db, sql`
        select (select count(*) from schools where name like 'SD Selama Cadangan %')::int as schools,
               (select count(*) from audit_log where action = 'create' and after->>'vcnama' like 'SD Selama Cadangan %')::int as audits`);
      expect(counts.schools).toBe(counts.audits);
      expect(counts.schools).toBeLessThanOrEqual(written);
    } finally {
      await copy.database.close();
      await copy.drop?.();
    }
  });

  // PostgreSQL's client programs are a separate install; without them the tool still backs up.
  if (engine === 'postgres') {
    it('without pg_dump installed: a logical backup of the rows restores the same rows and sequences', async () => {
      const now = await dbFingerprint(t);
      const nowSequences = await sequences(t.database.db);
      const logical = join(dir, 'logical.gz');
      const backup = await runTool('backup', logical, { ...settings(), PATH: join(dir, 'no-such-bin') });
      expect(backup.output).toContain('cadangan logis');
      expect(backup.code).toBe(0);
      const copy = await restoreInto('logical', logical);
      try {
        expect(await dbFingerprint(copy)).toEqual(now);
        expect(await sequences(copy.database.db)).toEqual(nowSequences);
      } finally {
        await copy.database.close();
        await copy.drop?.();
      }
    });
  }

  it("refuses the other engine's backup with a hint", async () => {
    const wrong = join(dir, engine === 'pglite' ? 'other.dump' : 'other.tar.gz');
    writeFileSync(wrong, engine === 'pglite' ? 'PGDMP\u0001\u000e' : Buffer.from([0x1f, 0x8b, 8, 0]));
    const restore = await runTool('restore', wrong, engine === 'pglite' ? { DATA_DIR: join(dir, 'elsewhere') } : { DATABASE_URL: t.database.url });
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('migrate-to-postgres');
    if (engine === 'pglite') expect(existsSync(join(dir, 'elsewhere'))).toBe(false);
  });
});
