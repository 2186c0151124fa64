import { openDatabase, openPglite } from '../db/client.js';
import { copyPgliteToPostgres } from '../db/backup/copy.js';
import { userTables } from '../db/backup/postgres.js';
import { existingDataDir } from './data-dir.js';
import { runTool } from './run.js';

runTool('npm run migrate-to-postgres -- DATABASE_URL', async (databaseUrl, config) => {
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('DATABASE_URL harus berbentuk postgres://pengguna:sandi@host:5432/nama_database.');
  const dataDir = existingDataDir(config.dataDir);
  const tables = await userTables(databaseUrl);
  if (tables.length) throw new Error(`Database tujuan tidak kosong (${tables.length} tabel, mis. ${tables[0]}). Pakai database baru yang kosong (createdb).`);
  // The source first: its lock refuses while a server runs on it, before anything is written.
  const source = await openDatabase({ dataDir });
  await source.close();
  const target = await openDatabase({ databaseUrl, dataDir: '', poolMax: 1 });
  await target.close();
  const embedded = await openPglite(dataDir);
  try {
    const result = await copyPgliteToPostgres(embedded.client, databaseUrl, (line) => console.log(line));
    return `Selesai: ${result.rows} baris dari ${result.tables} tabel dan ${result.sequences} sequence disalin dari ${dataDir}. Jalankan server dengan DATABASE_URL itu.`;
  } finally {
    await embedded.close();
  }
});
