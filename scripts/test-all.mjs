#!/usr/bin/env node
// `npm test`: every check in order — types and lint side by side, server (PGlite, then PostgreSQL when
// TEST_DATABASE_URL is set), the container image, web unit tests, and Playwright in Chromium when /usr/bin/chromium
// exists (required under CI). Ends with one line: 'Tests: N passed, N failed'.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'node_modules/.cache/test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];
const failedTests = [];

const timings = [];
const started = Date.now();
const clock = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;

function run(label, cmd, args, opts = {}) {
  console.log(`\n=== ${label}`);
  const from = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env: { ...process.env, ...opts.env } });
  timings.push(`  ${clock(Date.now() - from)}  ${label}`);
  if (res.status !== 0) failures.push(label);
  return res.status === 0;
}

/**
 * Steps that each keep one core busy (the type check, lint), run side by side on two; each one's
 * output is printed whole once it ends, so the log reads as if they had run in turn.
 */
async function runSideBySide(steps) {
  const from = Date.now();
  const ran = await Promise.all(steps.map(([label, cmd, args]) => new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => resolve({ label, status, output: Buffer.concat(output), ms: Date.now() - from }));
  })));
  for (const { label, status, output, ms } of ran) {
    console.log(`\n=== ${label}`);
    process.stdout.write(output);
    timings.push(`  ${clock(ms)}  ${label} (side by side)`);
    if (status !== 0) failures.push(label);
  }
}

/**
 * A failure's first lines, without colours: the summary at the end of a long log then says why
 * a test failed, not only which.
 */
const firstLines = (message = '') =>
  stripVTControlCharacters(message).split('\n').filter((line) => line.trim() && !/^\s*at .*node_modules/.test(line)).slice(0, 8).map((line) => `      ${line}`).join('\n');

/** The failed tests of a vitest or Playwright JSON report, each as a 'file › test' line and its failure's first lines. */
function failedNames(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') names.push(`${file.name.replace(root, '')} › ${t.fullName}\n${firstLines(t.failureMessages?.[0])}`);
    }
  }
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const error = spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.error)?.error;
      names.push(`${spec.file}:${spec.line} › ${spec.title}\n${firstLines(error?.message)}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return names;
}

/** Adds a vitest or Playwright JSON report's counts. */
function count(file, label) {
  if (!existsSync(file)) {
    failed += 1;
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  failedTests.push(...failedNames(r).map((name) => `${label}: ${name}`));
  if (r.numPassedTests !== undefined) {
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  } else if (r.stats) {
    passed += r.stats.expected + (r.stats.flaky ?? 0);
    failed += r.stats.unexpected;
    if (r.stats.skipped) console.log(`${label}: ${r.stats.skipped} skipped`);
  }
}

const vitest = (label, workspace, file, env = {}) => {
  const report = join(out, file);
  run(label, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`], { cwd: join(root, workspace), env });
  count(report, label);
};

await runSideBySide([
  ['typecheck', 'npx', ['tsc', '-b', 'packages/contract', 'packages/server', 'packages/web']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
]);
vitest('server tests (PGlite)', 'packages/server', 'server-pglite.json');
if (process.env.TEST_DATABASE_URL) vitest('server tests (PostgreSQL)', 'packages/server', 'server-postgres.json', { DB_ENGINE: 'postgres' });
else console.log('\n(TEST_DATABASE_URL not set: server suite ran on PGlite only)');
vitest('container image (built in a clean folder and started)', 'packages/server', 'image.json', { TEST_IMAGE: '1' });
vitest('web unit tests', 'packages/web', 'web.json');

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  const report = join(out, 'e2e.json');
  if (run('web build', 'npm', ['run', 'build', '-w', '@halte/web'])) {
    run('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
      cwd: join(root, 'packages/web'),
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    });
  }
  count(report, 'e2e');
} else if (process.env.CI) {
  console.log(`\n${chromium} missing: browser tests are required in CI`);
  failures.push('browser tests (no Chromium)');
} else {
  console.log(`\n(${chromium} not found: browser tests skipped; install chromium to run them)`);
}

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((name) => `  ${name}`).join('\n')}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\nSteps (minutes:seconds):\n${timings.join('\n')}\n  ${clock(Date.now() - started)}  in all`);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
