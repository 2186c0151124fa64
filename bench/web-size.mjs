#!/usr/bin/env node
// Web bench: gzip size of the JavaScript and CSS a first visit makes Chromium download.
// Builds packages/web (production) into a temporary directory, starts the real server on a fresh
// embedded database serving that build, and opens three first visits in Chromium, each in a fresh
// context (empty cache, service workers blocked, so nothing is served from a worker's cache):
//   /login       — the sign-in form is shown;
//   cold visit   — /login, sign in as the seeded admin, the dashboard at / with its chart drawn;
//   /warga       — the parents' page for a visitor not signed in, its first screen shown.
// Every JS and CSS response the page requested counts once, gzip level 6 of its body (kB = 1,000 bytes),
// up to the moment the network has been quiet for a while after the screen showed.
// Usage: node bench/web-size.mjs [--dist <a built packages/web>]
// Writes bench/results/web-size.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;
const web = join(root, 'packages/web');
const ADMIN = { username: 'admin', password: 'admin-web-size-bench' };
const TARGETS = { login: 150_000, dashboard: 350_000, warga: 200_000 };
const DESKTOP = { viewport: { width: 1440, height: 900 } };
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

function build(out) {
  const res = spawnSync(join(root, 'node_modules/.bin/vite'), ['build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('vite build failed');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The real server, embedded database in `dataDir`, serving the built web app in `dist`. */
async function startServer(dist, dataDir) {
  const port = await freePort();
  // No DATABASE_URL: the embedded database.
  const { DATABASE_URL: _external, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: dist, ADMIN_PASSWORD: ADMIN.password, DEMO: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) return { base, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('the server did not start');
}

/** Runs `visit` in a fresh context and answers every JS and CSS file it downloaded, with its gzip size. */
async function measure(browser, base, device, visit) {
  const context = await browser.newContext({ ...device, baseURL: base, locale: 'id-ID', timezoneId: 'Asia/Jakarta', serviceWorkers: 'block' });
  const page = await context.newPage();
  const pending = [];
  const files = new Map();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const url = new URL(response.url()).pathname;
    pending.push(response.body().then((body) => {
      if (!files.has(url)) files.set(url, { raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
    }));
  });
  await visit(page);
  // What the screen loads just after it shows (a lazy chart, a prefetch) belongs to the visit too.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  const list = [...files].map(([url, s]) => ({ url, ...s })).sort((a, b) => b.gzip - a.gzip);
  return { files: list.length, raw: sum(list, 'raw'), gzip: sum(list, 'gzip'), list };
}

const sum = (list, key) => list.reduce((t, f) => t + f[key], 0);

async function showLogin(page) {
  await page.goto('/login');
  await page.getByLabel('Username').waitFor();
  await page.getByRole('button', { name: 'Masuk', exact: true }).waitFor();
}

async function coldVisitToDashboard(page) {
  await showLogin(page);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('weekly-chart').locator('svg').first().waitFor();
}

async function showWarga(page) {
  await page.goto('/warga');
  await page.getByRole('heading', { name: 'Masuk' }).waitFor();
  await page.getByRole('button', { name: 'Masuk' }).waitFor();
}

const VISITS = [
  { key: 'login', label: '`/login`', device: DESKTOP, visit: showLogin },
  { key: 'dashboard', label: 'cold visit: `/login` → sign-in → dashboard', device: DESKTOP, visit: coldVisitToDashboard },
  { key: 'warga', label: '`/warga` first screen (phone)', device: PHONE, visit: showWarga },
];

const kb = (n) => `${(n / 1000).toFixed(1)} kB`;

async function main() {
  const arg = process.argv.indexOf('--dist');
  const work = mkdtempSync(join(tmpdir(), 'halte-web-size-'));
  const dist = arg > 0 ? process.argv[arg + 1] : join(work, 'web');
  let server;
  let browser;
  try {
    if (arg < 0) build(dist);
    server = await startServer(dist, join(work, 'data'));
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const visits = {};
    for (const { key, device, visit } of VISITS) visits[key] = await measure(browser, server.base, device, visit);

    console.log('\n| First visit | Files | Raw | Gzip | Target |\n|---|---:|---:|---:|---:|');
    for (const { key, label } of VISITS) {
      const v = visits[key];
      console.log(`| ${label} | ${v.files} | ${kb(v.raw)} | ${kb(v.gzip)} | ≤ ${kb(TARGETS[key])} ${v.gzip <= TARGETS[key] ? 'met' : 'MISSED'} |`);
    }
    for (const { key, label } of VISITS) {
      console.log(`\n${label}, largest files:`);
      for (const f of visits[key].list.slice(0, 8)) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.url}`);
    }

    const outDir = join(root, 'bench/results');
    mkdirSync(outDir, { recursive: true });
    const result = {
      date: new Date().toISOString(),
      dist: relative(root, dist).startsWith('..') ? 'temporary build' : relative(root, dist),
      targets: TARGETS,
      visits,
    };
    writeFileSync(join(outDir, 'web-size.json'), JSON.stringify(result, null, 2));
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
