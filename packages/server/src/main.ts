import { loadConfig } from './config.js';
import { MigrationFailedError, openDatabase } from './db/client.js';
import { buildApp } from './app.js';
import { seedBase } from './db/seed/base.js';
import { seedDemo } from './db/seed/demo.js';
import { seedParkingDemo } from './db/seed/parking-demo.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { stopOnSignals } from './lib/ops/shutdown.js';

/** Reads config, migrates, seeds an empty database, listens, serves the web app. */
async function main() {
  const config = loadConfig();
  process.env.TZ = config.timeZone;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.dbPoolMax, serveBackups: true });
  const app = await buildApp({ config, database, web: true });
  app.log.info({ migrations: database.applied }, database.applied ? 'database schema upgraded' : 'database schema already up to date');
  await seedBase(database.db, { appType: config.appType, adminPassword: config.adminPassword, log: app.log });
  if (config.demo) {
    await seedDemo(database.db, { appType: config.appType, log: app.log, trips: { timeZone: config.timeZone } });
    await seedParkingDemo(database.db, { appType: config.appType, log: app.log, timeZone: config.timeZone });
  }
  await app.listen({ port: config.port, host: config.host });

  stopOnSignals(app, database, config.shutdown);
}

main().catch((err) => {
  // A refusal to start is said plainly, without a stack.
  console.error(err instanceof DataDirLockedError || err instanceof MigrationFailedError ? err.message : err);
  process.exit(1);
});
