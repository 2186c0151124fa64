import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/client.js';
import { killServers, runServer as runServerProcess, within } from '../helpers/server-process.js';

const root = mkdtempSync(join(tmpdir(), 'halte-lock-'));
afterAll(() => {
  killServers();
  rmSync(root, { recursive: true, force: true });
});

const runServer = (dataDir: string) => runServerProcess({ DATA_DIR: dataDir });

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
