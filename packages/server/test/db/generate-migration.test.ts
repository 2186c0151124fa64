import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.js';
import { settleNewestMigration, snapshotsOf } from '../../src/db/settle-migration.js';
import { rowsOf } from '../../src/lib/data/sql-rows.js';
import { dataDirOf, pgliteDump } from '../helpers/migrated-template.js';

// `npm run db:generate` as a developer runs it: drizzle-kit diffs the Drizzle schema against the
// newest snapshot in the migrations folder, then the new file is numbered and stamped after the
// folder's last. Run on a copy of the folder, with drizzle-kit itself.

const server = fileURLToPath(new URL('../../', import.meta.url));
const migrations = join(server, 'src/db/migrations');
// drizzle-kit reads its folders relative to where it runs.
mkdirSync(join(server, 'node_modules/.cache'), { recursive: true });
const work = mkdtempSync(join(server, 'node_modules/.cache/halte-generate-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** drizzle-kit generate over a copy of the migrations, from `schemaFile`; its output and the folder. */
function generate(folder: string, schemaFile: string) {
  const config = join(work, `drizzle-${readdirSync(work).length}.config.mjs`);
  writeFileSync(config, `export default ${JSON.stringify({ dialect: 'postgresql', schema: relative(server, schemaFile), out: relative(server, folder) })};\n`);
  const run = spawnSync('npx', ['drizzle-kit', 'generate', '--config', config, '--name', 'probe'], { cwd: server, encoding: 'utf8', timeout: 120_000 });
  return `${run.stdout}${run.stderr}`;
}

const copyOfMigrations = (name: string) => {
  const folder = join(work, name);
  cpSync(migrations, folder, { recursive: true });
  return folder;
};

const journalOf = (folder: string) => JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };

describe('npm run db:generate', () => {
  it('finds nothing to write for the schema as it is: the newest snapshot is the current schema', () => {
    const folder = copyOfMigrations('unchanged');
    const before = readdirSync(folder).sort();
    expect(generate(folder, join(server, 'src/db/schema/index.ts'))).toContain('No schema changes');
    expect(readdirSync(folder).sort()).toEqual(before);
  });

  it('writes a change as the next migration, stamped after the last, which an existing database then applies', async () => {
    const folder = copyOfMigrations('changed');
    const schemaFile = join(work, 'schema-with-probe.ts');
    writeFileSync(
      schemaFile,
      [
        `export * from ${JSON.stringify(join(server, 'src/db/schema/index.ts'))};`,
        `import { pgTable, serial, text } from 'drizzle-orm/pg-core';`,
        `export const probe = pgTable('probe', { id: serial('id').primaryKey(), note: text('note') });`,
      ].join('\n'),
    );
    const existing = await openDatabase({ dataDir: 'memory://', loadDataDir: pgliteDump() });
    const last = journalOf(migrations).entries.at(-1)!;

    expect(generate(folder, schemaFile)).toContain('probe');
    const tag = settleNewestMigration(folder);
    const next = String(Number(last.tag.slice(0, 4)) + 1).padStart(4, '0');
    expect(tag).toBe(`${next}_probe`);
    expect(readFileSync(join(folder, `${tag}.sql`), 'utf8')).toContain('CREATE TABLE "probe"');
    expect(snapshotsOf(folder).at(-1)).toBe(`${next}_snapshot.json`);
    expect(journalOf(folder).entries.at(-1)!.when).toBeGreaterThan(last.when);
    // A second run sees the change as written.
    expect(generate(folder, schemaFile)).toContain('No schema changes');

    // An installation migrated up to today's last migration gets the new one on its next start.
    const reopened = await openDatabase({ dataDir: 'memory://', loadDataDir: await dataDirOf(existing), migrationsFolder: folder });
    await existing.close();
    expect(reopened.applied).toBe(1);
    expect(rowsOf<{ t: string }>(await reopened.db.execute(sql`select to_regclass('public.probe')::text as t`))[0].t).toBe('probe');
    await reopened.close();
  });
});
