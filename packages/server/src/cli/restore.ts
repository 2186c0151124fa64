import { createReadStream, readFileSync } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { resolve } from 'node:path';
import { openDatabase } from '../db/client.js';
import { pgRestore, userTables } from '../db/backup/postgres.js';
import { LOGICAL_HEADER, logicalRestore } from '../db/backup/copy.js';
import { emptyDataDir } from './data-dir.js';
import { runTool } from './run.js';

/** The first bytes of a file, or of what it decompresses to. */
async function firstBytes(file: string, gunzip: boolean): Promise<Buffer> {
  const stream = gunzip ? createReadStream(file).pipe(createGunzip()) : createReadStream(file, { end: 63 });
  try {
    for await (const chunk of stream) return chunk as Buffer;
  } catch {
    // Not gzip after all, or cut short: judged by the caller from what came.
  } finally {
    stream.destroy();
  }
  return Buffer.alloc(0);
}

/**
 * What a backup file is, from its first bytes: PGlite's gzip'd tar, pg_dump's custom format, or
 * the logical dump made where pg_dump is missing (gzip'd text with its own first line).
 */
async function kindOf(file: string): Promise<'pglite' | 'postgres' | 'logical' | undefined> {
  const head = await firstBytes(file, false);
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] !== 0x1f || head[1] !== 0x8b) return undefined;
  const inner = await firstBytes(file, true);
  return inner.subarray(0, LOGICAL_HEADER.length).toString('utf8') === LOGICAL_HEADER ? 'logical' : 'pglite';
}

const otherEngine =
  'Untuk memindahkan data PGlite ke PostgreSQL pakai "npm run migrate-to-postgres -- DATABASE_URL"; ' +
  'cadangan PostgreSQL dipulihkan dengan DATABASE_URL terisi.';

runTool('npm run restore -- FILE', async (arg, config) => {
  const file = resolve(arg);
  const kind = await kindOf(file);
  if (!kind) throw new Error(`"${file}" bukan berkas cadangan Halte (PGlite .tar.gz, pg_dump format custom, atau cadangan logis).`);
  if (config.databaseUrl) {
    if (kind === 'pglite') throw new Error(`"${file}" adalah cadangan PGlite, sedangkan DATABASE_URL menunjuk PostgreSQL. ${otherEngine}`);
    const tables = await userTables(config.databaseUrl);
    if (tables.length) throw new Error(`Database tujuan tidak kosong (${tables.length} tabel, mis. ${tables[0]}). Pulihkan ke database baru yang kosong (createdb).`);
    if (kind === 'postgres') await pgRestore(config.databaseUrl, file);
    // After pg_restore: a backup of an older version is brought up to this version's schema, as a
    // start would. Before a logical restore: the schema its rows go into.
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: '', poolMax: 1 });
    await database.close();
    if (kind === 'logical') await logicalRestore(file, config.databaseUrl);
    return `Dipulihkan ke PostgreSQL dari ${file}.`;
  }
  if (kind !== 'pglite') throw new Error(`"${file}" adalah cadangan PostgreSQL, sedangkan DATABASE_URL kosong (PGlite). ${otherEngine}`);
  const dataDir = resolve(config.dataDir);
  if (!emptyDataDir(dataDir)) throw new Error(`Folder data "${dataDir}" tidak kosong. Hentikan server, pindahkan folder itu (mis. ke "${dataDir}.lama"), lalu ulangi.`);
  const dump = new Blob([readFileSync(file)], { type: 'application/x-gzip' });
  const database = await openDatabase({ dataDir, loadDataDir: dump });
  await database.close();
  return `Dipulihkan ke ${dataDir} dari ${file}.`;
});
