import { configDefaults, defineConfig } from 'vitest/config';

// Files named *.pg.test.ts need what only the PostgreSQL run has (a database several
// instances share); the embedded run leaves them out rather than skipping them.
const postgres = process.env.DB_ENGINE === 'postgres';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: postgres ? configDefaults.exclude : [...configDefaults.exclude, 'test/**/*.pg.test.ts'],
    environment: 'node',
    // Opening a database can take long on a loaded machine, and some tests start their own
    // server (other settings) inside the test: these bound hangs, not speed.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Each file opens its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
