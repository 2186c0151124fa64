import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// Files named *.pg.test.ts need what only the PostgreSQL run has (a database several
// instances share); the embedded run leaves them out rather than skipping them. The container
// image test builds the whole app in a clean folder (minutes) and does not depend on the engine:
// it is a step of its own (TEST_IMAGE=1 runs it alone), in neither engine's run.
const postgres = process.env.DB_ENGINE === 'postgres';
const imageOnly = process.env.TEST_IMAGE === '1';
const imageTest = 'test/build/image.test.ts';
const engineExcludes = postgres ? [imageTest] : [imageTest, 'test/**/*.pg.test.ts'];

export default defineConfig({
  test: {
    include: imageOnly ? [imageTest] : ['test/**/*.test.ts'],
    exclude: imageOnly ? configDefaults.exclude : [...configDefaults.exclude, ...engineExcludes],
    environment: 'node',
    // Migrates once per set of migrations; each file's fresh database is a copy.
    globalSetup: ['test/global-setup.ts'],
    // The loopback push service's certificate (test/helpers/push-service.ts), trusted as a
    // phone's push service is: Node reads this when a process starts, and every test worker is
    // started with it. TLS stays verified.
    env: { NODE_EXTRA_CA_CERTS: fileURLToPath(new URL('./test/fixtures/push-service/cert.pem', import.meta.url)) },
    // Opening a database can take long on a loaded machine, and some tests start their own
    // server (other settings) inside the test: these bound hangs, not speed.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Each file opens its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    // A worker keeps the server's modules loaded from one file to the next: loading them again for
    // every file was a third of the suite's time. Files share no state but those modules: each
    // builds its own app on its own database, and a closed app leaves nothing running.
    isolate: false,
    fileParallelism: true,
  },
});
