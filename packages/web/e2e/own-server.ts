import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN } from './env';

/** A spec's own server: the real one on a fresh embedded database, serving this run's built app. */
export interface OwnServer {
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts the server on `port` with `env` over the defaults (no demo data) and waits until it is
 * ready; a demo seed takes a while on a shared machine, so the wait is long.
 */
export async function startOwnServer(port: number, env: Record<string, string> = {}): Promise<OwnServer> {
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', '../server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(mkdtempSync(join(tmpdir(), 'halte-e2e-own-')), 'data'),
      ADMIN_PASSWORD: ADMIN.password,
      DEMO: '0',
      WEB_DIST: join(process.env.HALTE_E2E_RUN!, 'web'),
      LOG_LEVEL: 'warn',
      CHECK_RESPONSES: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 480; i++) {
    // A server that could not start (its port taken) must not pass for ready through another one.
    if (server.exitCode !== null) throw new Error(`the server on port ${port} exited with ${server.exitCode}`);
    const ready = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
    if (ready) return { base, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the server on port ${port} did not start`);
}
