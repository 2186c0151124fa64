import { afterAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../src/db/client.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'halte-lock-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

/** A real server process (`npm start`'s entry) on a data folder; resolves with its exit code and output. */
function runServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DEMO: '0', LOG_LEVEL: 'info', ADMIN_PASSWORD: 'kunci-rahasia-1', WEB_DIST: join(root, 'no-web'), DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; output: string }>((resolve) => child.on('exit', (code) => resolve({ code, output })));
  /** Its base URL, once it listens. */
  const listening = async (ms = 90_000) => {
    for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
      const at = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (at) return at[1];
    }
    throw new Error(`server did not start: ${output}`);
  };
  return { child, exited, listening };
}

const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still running after ${ms} ms`)), ms))]);

describe('the PGlite data folder belongs to one process', () => {
  it('refuses a second server on the same folder, naming the folder and the other process', async () => {
    const dir = join(root, 'data');
    const first = runServer(dir);
    const url = await first.listening();

    const second = runServer(dir);
    const { code, output } = await within(second.exited, 60_000);
    expect(code).toBe(1);
    expect(output).toContain(`Folder data "${dir}" sedang dipakai oleh proses lain (pid ${first.child.pid})`);
    // The first one still serves.
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
    expect(existsSync(`${dir}.lock`)).toBe(false);
  }, 180_000);

  it('refuses a second database on a folder this process holds, and frees it on close', async () => {
    const dir = join(root, 'same-process');
    const first = await openDatabase({ dataDir: dir });
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`pid ${process.pid}`);
    await first.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  }, 120_000);

  it('takes over the lock a process left when it died', async () => {
    const dir = join(root, 'stale');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(`${dir}.lock`, `${dead.stdout}\n`);
    const db = await openDatabase({ dataDir: dir });
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    await db.close();
  }, 120_000);
});
