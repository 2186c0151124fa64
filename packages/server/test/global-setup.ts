import { migrationsHash, preparePgliteDump, preparePostgresTemplate } from './helpers/migrated-template.js';

/** Before any test file: the migrated database every file's fresh database is copied from. */
export default async function setup() {
  const hash = migrationsHash();
  if (process.env.DB_ENGINE === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('DB_ENGINE=postgres needs TEST_DATABASE_URL');
    await preparePostgresTemplate(base, hash);
  } else {
    await preparePgliteDump(hash);
  }
}
