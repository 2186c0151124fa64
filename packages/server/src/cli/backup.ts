import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openPglite } from '../db/client.js';
import { dumpPglite, requestBackup } from '../db/backup/pglite.js';
import { installed, pgDump } from '../db/backup/postgres.js';
import { logicalDump } from '../db/backup/copy.js';
import { existingDataDir } from './data-dir.js';
import { runTool } from './run.js';

runTool('npm run backup -- FILE', async (arg, config) => {
  const file = resolve(arg);
  // Written beside the target and renamed at the end: a failed backup never leaves a file that
  // looks like a good one.
  const partial = `${file}.partial`;
  try {
    if (config.databaseUrl && installed('pg_dump')) {
      await pgDump(config.databaseUrl, partial);
    } else if (config.databaseUrl) {
      // Without PostgreSQL's client programs: the rows only, restored into this version's schema.
      console.error('pg_dump tidak ditemukan: membuat cadangan logis (hanya baris data) sebagai gantinya.');
      await logicalDump(config.databaseUrl, partial);
    } else {
      const dataDir = existingDataDir(config.dataDir);
      let dump = await requestBackup(dataDir);
      if (!dump) {
        const embedded = await openPglite(dataDir);
        try {
          dump = await dumpPglite(embedded.client);
        } finally {
          await embedded.close();
        }
      }
      writeFileSync(partial, dump);
    }
    renameSync(partial, file);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
  return `Cadangan tersimpan: ${file}`;
});
