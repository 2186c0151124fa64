import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the real server (packages/server/src/main.ts) as a child process on 127.0.0.1 and
 * resolves once /readyz answers. Its log goes nowhere (the bench reads only what it measures)
 * unless BENCH_SERVER_LOG_DIR names a folder for it.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, [...(process.env.PROF_DIR ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.PROF_DIR] : []), '--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', process.env.BENCH_SERVER_LOG_DIR ? 'pipe' : 'ignore', 'pipe'],
  });
  // Kept on request, to read the server's own view of a run (each request's `responseTime`).
  if (process.env.BENCH_SERVER_LOG_DIR) child.stdout?.pipe(createWriteStream(join(process.env.BENCH_SERVER_LOG_DIR, `server-${port}.log`)));
  let stderr = '';
  child.stderr?.on('data', (b: Buffer) => (stderr = (stderr + b.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${url}/readyz`, child, 120_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n${stderr}`);
  }
  return { url, pid: child.pid!, stop: () => stop(child) };
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready within ${timeoutMs / 1000} s`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** What a bench server runs with: the admin's password, no demo data, no web app, sign-in limits out of the way. */
export function apiServerEnv(adminPassword: string): Record<string, string> {
  return {
    ADMIN_PASSWORD: adminPassword,
    DEMO: '0',
    // API only: the bench does not serve the web app.
    WEB_DIST: `${repoRoot}bench/results/no-web`,
    SIGNIN_MAX_PER_IP: '100000000',
    SIGNIN_FREE_FAILURES: '100000000',
    // Every simulated member and phone comes from this one address.
    MEMBER_MESSAGES_PER_ADDRESS: '100000000',
    MEMBER_COMPLAINTS_PER_ADDRESS: '100000000',
    MEMBER_PHOTOS_PER_ADDRESS: '100000000',
    MEMBER_SIGNUPS_PER_ADDRESS: '100000000',
    ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
  };
}

/** Signs in through the API and answers the session's bearer header. */
export async function signIn(serverUrl: string, username: string, password: string): Promise<Record<string, string>> {
  const res = await fetch(`${serverUrl}/api/v1/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`${username} sign-in failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}
