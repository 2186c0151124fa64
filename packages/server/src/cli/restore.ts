import { openSync, readFileSync, readSync, closeSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '../db/client.js';
import { pgRestore, userTables } from '../db/backup/postgres.js';
import { emptyDataDir } from './data-dir.js';
import { runTool } from './run.js';

/** What a backup file is, from its first bytes: PGlite's gzip'd tar or pg_dump's custom format. */
function kindOf(file: string): 'pglite' | 'postgres' | undefined {
  const fd = openSync(file, 'r');
  const head = Buffer.alloc(5);
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  return undefined;
}

const otherEngine =
  'Untuk memindahkan data PGlite ke PostgreSQL pakai "npm run migrate-to-postgres -- DATABASE_URL"; ' +
  'cadangan PostgreSQL dipulihkan dengan DATABASE_URL terisi.';

runTool('npm run restore -- FILE', async (arg, config) => {
  const file = resolve(arg);
  const kind = kindOf(file);
  if (!kind) throw new Error(`"${file}" bukan berkas cadangan Halte (PGlite .tar.gz atau pg_dump format custom).`);
  if (config.databaseUrl) {
    if (kind !== 'postgres') throw new Error(`"${file}" adalah cadangan PGlite, sedangkan DATABASE_URL menunjuk PostgreSQL. ${otherEngine}`);
    const tables = await userTables(config.databaseUrl);
    if (tables.length) throw new Error(`Database tujuan tidak kosong (${tables.length} tabel, mis. ${tables[0]}). Pulihkan ke database baru yang kosong (createdb).`);
    await pgRestore(config.databaseUrl, file);
    // A backup of an older version is brought up to this version's schema, as a start would.
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: '', poolMax: 1 });
    await database.close();
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
