import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { ADMIN, BASE_URL, E2E_PORT, PARKING_BASE_URL, PARKING_PORT, SUPPORT } from './e2e/env';

// One folder per run, set once and inherited by the workers: a fresh embedded database, and a
// private copy of the built app (another build of dist/ during the run must not change it).
const runDir = (process.env.HALTE_E2E_RUN ??= mkdtempSync(join(tmpdir(), 'halte-e2e-')));
const builtApp = fileURLToPath(new URL('./dist', import.meta.url));
const webDist = join(runDir, 'web');
if (!existsSync(join(builtApp, 'index.html'))) throw new Error('Build the web app first: npx vite build');
if (!existsSync(webDist)) cpSync(builtApp, webDist, { recursive: true });

/** The real server in one application mode, serving the built web app on its own data. */
function serverOf(appType: 'school' | 'parking', port: number, baseUrl: string) {
  return {
    command: 'npx tsx ../server/src/main.ts',
    url: `${baseUrl}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      APP_TYPE: appType,
      HOST: '127.0.0.1',
      DATA_DIR: join(runDir, `data-${appType}`),
      ADMIN_PASSWORD: ADMIN.password,
      DEMO: '0',
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      // Every spec signs in: keep the brute-force limits out of the way.
      SIGNIN_MAX_PER_IP: '10000',
      SIGNIN_FREE_FAILURES: '10000',
      // The specs' parents all sign up and write from this one address.
      MEMBER_SIGNUPS_PER_ADDRESS: '10000',
      MEMBER_MESSAGES_PER_ADDRESS: '10000',
      MEMBER_COMPLAINTS_PER_ADDRESS: '10000',
      MEMBER_PHOTOS_PER_ADDRESS: '10000',
      // Every answer is checked against its documented schema; one that is not fails as a 500.
      CHECK_RESPONSES: '1',
      // The help card's contact links (e2e/guide.spec.ts).
      SUPPORT_PHONE: SUPPORT.phone,
      SUPPORT_EMAIL: SUPPORT.email,
    },
  };
}

const reporters: ReporterDescription[] = [['list']];
// scripts/test-all.mjs reads a JSON report from this path.
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) reporters.push(['json']);

/**
 * Browser tests: Debian's Chromium against the real server (embedded PostgreSQL) serving the
 * built web app (`npx vite build` first; scripts/test-all.mjs does it).
 */
export default defineConfig({
  testDir: './e2e',
  // E2E_OUTPUT: a folder of one's own when several people run the browser tests on one machine.
  outputDir: process.env.E2E_OUTPUT ?? './test-results',
  // A bound on a hung test, not a speed target: on a loaded 2-core machine Chromium alone takes
  // three times as long as on a quiet one, and the longest flows then pass a minute.
  timeout: 180_000,
  // Generous: CI machines are shared, and a first lazy screen chunk can take seconds under load.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: reporters,
  use: {
    baseURL: BASE_URL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    // A failed test keeps its trace (each step's page, network and console); the screencast is
    // left out: rendering it for every test, passed or not, took CPU the tests themselves need.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // Two servers: the school mode every spec uses, and the parking mode (APP_TYPE=parking) the
  // specs under e2e/parking/ open, each on its own embedded database.
  webServer: [serverOf('school', E2E_PORT, BASE_URL), serverOf('parking', PARKING_PORT, PARKING_BASE_URL)],
});
