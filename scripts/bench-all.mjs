#!/usr/bin/env node
// `npm run bench`: every bench under bench/, one after another (each bounded in time).
//   API  — bench/api.ts: users list (kept pages on and off) and sign-in on PostgreSQL and PGlite (about 7 minutes)
//   students — bench/students.ts: students search over 100,000 students on PostgreSQL and PGlite
//   tracking — bench/tracking.ts: OsmAnd intake and the driver batch with 1,000 trackers on PostgreSQL and PGlite, with a count of what was stored
//   trips — bench/trips.ts: a regency's year (800,000 boardings) generated; Laporan Bus page and export, scans at 20 connections, on PostgreSQL and PGlite
//   parking — bench/parking.ts: Rekap Data Parkir's page with totals (a month, a year, plate search) and the year's export over 1,000,000 stays (PGlite 300,000)
//   push latency — bench/push-latency.ts: a position to 200 live-map sockets on PostgreSQL and PGlite
//   chat — bench/chat.ts: complaint messages between 1,000 member and 20 operator sockets (one instance, then two with Redis) and the complaints list over 200,000 conversations, on PostgreSQL
//   web  — bench/web-size.mjs: gzip size of what /login and / load
//   start-up — bench/startup.ts: time to ready and memory at idle of the compiled server (and of the tsx way), PGlite and PostgreSQL
// Results print as Markdown and land in bench/results/*.json; bench/README.md records them.
// Needs a local PostgreSQL for the PostgreSQL half (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const benches = [
  ['API (users list, sign-in)', ['--import', 'tsx', 'bench/api.ts', ...process.argv.slice(2)]],
  ['students search', ['--import', 'tsx', 'bench/students.ts', ...process.argv.slice(2)]],
  ['tracking intake', ['--import', 'tsx', 'bench/tracking.ts', ...process.argv.slice(2)]],
  ['trips (year of boardings, reports, scans)', ['--import', 'tsx', 'bench/trips.ts', ...process.argv.slice(2)]],
  ['parking recap (page with totals, export)', ['--import', 'tsx', 'bench/parking.ts', ...process.argv.slice(2)]],
  ['live map push latency', ['--import', 'tsx', 'bench/push-latency.ts', ...process.argv.slice(2)]],
  ['complaints chat (round trip, list)', ['--import', 'tsx', 'bench/chat.ts', ...process.argv.slice(2)]],
  ['web bundle size', ['bench/web-size.mjs']],
  ['start-up time and memory at idle', ['--import', 'tsx', 'bench/startup.ts', ...process.argv.slice(2)]],
];

let failed = 0;
for (const [label, args] of benches) {
  console.log(`\n=== bench: ${label}`);
  const res = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', timeout: 20 * 60_000 });
  if (res.status !== 0) {
    failed += 1;
    console.log(`bench "${label}" failed (${res.error?.message ?? `exit ${res.status}`})`);
  }
}
process.exit(failed ? 1 : 0);
