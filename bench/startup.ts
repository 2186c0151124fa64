/**
 * Start-up time and memory at idle of the production server: `node packages/server/dist/main.js`
 * (npm run build:server first), against the development way, `node --import tsx src/main.ts`.
 * On PGlite (a temporary DATA_DIR) and PostgreSQL (a throw-away database, BENCH_PG_URL):
 * - first start: empty database → migrations, base seed (no demo data) → /readyz answers;
 * - start again: the same, now migrated database, 5 times; median and range;
 * - idle: RSS and heap of the process 10 s after /readyz with no request (/proc/<pid>/status).
 * Time is from spawn to the first 200 of /readyz, polled every 25 ms.
 *
 * Usage: npx tsx bench/startup.ts [postgres] [pglite]   (default: both)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createBenchDatabase, type Engine } from './lib/database.js';
import { loadAverage } from './lib/report.js';
import { repoRoot } from './lib/server.js';

const PORT = 3710;
const AGAIN = 5;
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const engines = (process.argv.slice(2).length ? process.argv.slice(2) : ['pglite', 'postgres']) as Engine[];
const ways = {
  'node dist/main.js': ['--enable-source-maps', 'packages/server/dist/main.js'],
  'node --import tsx src/main.ts': ['--import', 'tsx', 'packages/server/src/main.ts'],
};

/** Starts the server, resolves with the ms until /readyz answered and the running child. */
async function start(args: string[], env: Record<string, string>): Promise<{ ms: number; child: ChildProcess }> {
  const began = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', DEMO: '0', ADMIN_PASSWORD: 'bench-startup-secret', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${PORT}/readyz`).then((r) => r.ok, () => false);
    if (ok) return { ms: performance.now() - began, child };
    await new Promise((r) => setTimeout(r, 25));
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Resident set and V8 heap are not both in /proc; RSS is what the machine gives the process. */
function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

const build = spawnSync('npm', ['run', 'build:server'], { cwd: repoRoot, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

console.log(`load average at start: ${loadAverage()}`);
console.log('| engine | how | first start (empty database) | start again: median (min–max) of 5 | RSS at idle |');
console.log('|---|---|---:|---:|---:|');
for (const engine of engines) {
  for (const [how, args] of Object.entries(ways)) {
    const database = await createBenchDatabase(engine, adminUrl);
    try {
      const first = await start(args, database.env);
      await stop(first.child);
      const again: number[] = [];
      let idle = 0;
      for (let i = 0; i < AGAIN; i++) {
        const run = await start(args, database.env);
        again.push(run.ms);
        if (i === AGAIN - 1) {
          await new Promise((r) => setTimeout(r, 10_000));
          idle = rssMb(run.child.pid!);
        }
        await stop(run.child);
      }
      console.log(`| ${engine} | \`${how}\` | ${fmt(first.ms)} ms | ${fmt(median(again))} ms (${fmt(Math.min(...again))}–${fmt(Math.max(...again))}) | ${fmt(idle)} MB |`);
    } finally {
      await database.drop();
    }
  }
}
console.log(`load average at end: ${loadAverage()}`);
