#!/usr/bin/env node
// `npm run bench`: every bench under bench/, one after another (each bounded in time).
//   API  — bench/api.ts: users list (kept pages on and off) and sign-in on PostgreSQL and PGlite (about 7 minutes)
//   students — bench/students.ts: students search over 100,000 students on PostgreSQL and PGlite
//   tracking — bench/tracking.ts: OsmAnd intake and the driver batch with 1,000 trackers on PostgreSQL and PGlite, with a count of what was stored
//   trips — bench/trips.ts: a regency's year (800,000 boardings) generated; Laporan Bus page and export, scans at 20 connections, on PostgreSQL and PGlite
//   parking — bench/parking.ts: Rekap Data Parkir's page with totals (a month, a year, plate search) and the year's export over 1,000,000 stays (PGlite 300,000)
//   push latency — bench/push-latency.ts: a position to 200 live-map sockets on PostgreSQL and PGlite
//   chat — bench/chat.ts: complaint messages between 1,000 member and 20 operator sockets (one instance, then two with Redis) and the complaints list over 200,000 conversations, on PostgreSQL
//   web  — bench/web-size.mjs: gzip of the JS and CSS Chromium fetches on a first visit to /login, through sign-in to the dashboard, and to /warga
//   start-up — bench/startup.ts: time to ready and memory at idle of the compiled server (and of the tsx way), PGlite and PostgreSQL
//   parents' alerts — bench/parent-alerts.ts: 1,000 children boarding in a minute, each push through a loopback Web Push service; scans with and without pushes
//   province — bench/province.ts: 10,000 parents' sockets following 500 buses that report every 5 s, one instance and two with Redis
//   attendants — bench/parking-attendant.ts: parking check-in + check-out pairs at 20 connections
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
  ['web first visits', ['bench/web-size.mjs']],
  ['start-up time and memory at idle', ['--import', 'tsx', 'bench/startup.ts', ...process.argv.slice(2)]],
  ['parents\' alerts (scan to Web Push)', ['--import', 'tsx', 'bench/parent-alerts.ts', ...process.argv.slice(2)]],
  ['a province\'s parents following buses', ['--import', 'tsx', 'bench/province.ts', ...process.argv.slice(2)]],
  ['parking attendants (check-in and check-out)', ['--import', 'tsx', 'bench/parking-attendant.ts', ...process.argv.slice(2)]],
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
