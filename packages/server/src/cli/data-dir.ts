import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** DATA_DIR when it holds an embedded database; the tools never create an empty one by mistake. */
export function existingDataDir(dataDir: string): string {
  const folder = resolve(dataDir);
  if (!existsSync(`${folder}/PG_VERSION`)) throw new Error(`Tidak ada database PGlite di "${folder}" (DATA_DIR). Atur DATA_DIR, atau DATABASE_URL untuk PostgreSQL.`);
  return folder;
}

/** True when DATA_DIR is absent or empty: the only place a restore writes into. */
export function emptyDataDir(dataDir: string): boolean {
  const folder = resolve(dataDir);
  return !existsSync(folder) || readdirSync(folder).length === 0;
}
