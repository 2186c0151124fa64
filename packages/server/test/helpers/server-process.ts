import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const started: ChildProcess[] = [];

/** Kills every server process a test file started and has not seen exit (its afterAll). */
export function killServers() {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it has printed so far (stdout and stderr). */
  output(): string;
  exited: Promise<{ code: number | null; output: string }>;
  /** Its base URL, once it listens. */
  listening(ms?: number): Promise<string>;
}

/**
 * A real server process (`npm start`'s entry, `main.ts`) with `env` over quiet defaults: an
 * ephemeral port, no demo data, info logs, no web app.
 */
export function runServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env, PORT: '0', HOST: '127.0.0.1', DEMO: '0', LOG_LEVEL: 'info', ADMIN_PASSWORD: 'kunci-rahasia-1',
      WEB_DIST: join(tmpdir(), 'halte-no-web'), DATABASE_URL: '', ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; output: string }>((resolve) => child.on('exit', (code) => resolve({ code, output })));
  const listening = async (ms = 90_000) => {
    for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
      const at = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (at) return at[1];
      if (child.exitCode !== null) break;
    }
    throw new Error(`server did not start: ${output}`);
  };
  return { child, output: () => output, exited, listening };
}

/** `p`, or a rejection once `ms` have passed. */
export const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still running after ${ms} ms`)), ms))]);
