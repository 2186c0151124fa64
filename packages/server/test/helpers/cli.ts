import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs an operator tool (`src/cli/<name>.ts`) as `npm run <name>` would: its own process, with
 * only the database settings given here (the suite's own DATABASE_URL or DATA_DIR never leak in).
 */
export function runTool(name: string, arg: string, env: { DATA_DIR?: string; DATABASE_URL?: string; PATH?: string }) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${name}.ts`, arg], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: env.DATA_DIR ?? '', DATABASE_URL: env.DATABASE_URL ?? '', PATH: env.PATH ?? process.env.PATH },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.on('exit', (code) => resolve({ code, output }));
  });
}
