import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import os from 'node:os';
import type { Engine } from './database.js';
import { loadAverage } from './report.js';
import { repoRoot } from './server.js';

/** Writes one run's figures to bench/results/<file>.json, with when it ran and the load average at its start. */
export function writeResult(file: string, loadavg: number[], result: object) {
  const outDir = join(repoRoot, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, `${file}.json`), JSON.stringify({ date: new Date().toISOString(), loadavg, ...result }, null, 2));
}

/**
 * A bench's entry point: runs `bench` once per engine named on the command line (`postgres`,
 * `pglite`; else `defaults`), one after the other, and writes each engine's figures to
 * bench/results/<name>-<engine>.json. Answers the results for a bench that checks them.
 */
export async function perEngine<R extends object>(title: string, name: string, bench: (engine: Engine) => Promise<R>, defaults: Engine[] = ['postgres', 'pglite']) {
  const args = process.argv.slice(2).filter((a): a is Engine => a === 'postgres' || a === 'pglite');
  const engines = args.length ? args : defaults;
  console.log(`${title}: ${os.cpus().length} cores, load average ${loadAverage()}, node ${process.version}`);
  const results: { engine: Engine; result: R }[] = [];
  for (const engine of engines) {
    const loadavg = os.loadavg();
    const result = await bench(engine);
    writeResult(`${name}-${engine}`, loadavg, result);
    results.push({ engine, result });
  }
  return results;
}

/** Runs a bench's `main`, printing a failure and exiting 1. */
export function run(main: () => Promise<unknown>) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
