import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { killServers, runServer, within } from '../helpers/server-process.js';

const dataDir = mkdtempSync(join(tmpdir(), 'halte-logs-'));
afterAll(() => {
  killServers();
  rmSync(dataDir, { recursive: true, force: true });
});

it('what the server logs reaches standard output while it runs, within about a second, and the last lines at its stop', async () => {
  // No ADMIN_PASSWORD: the first start makes one and says it once, in the log.
  const server = runServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: '' });
  const url = await server.listening();
  expect(server.output()).toContain('Pengguna awal dibuat: username');

  // A quiet server: one request, nothing after it to fill the buffer.
  const res = await fetch(`${url}/api/v1/no-such-call-${Date.now()}`);
  expect(res.status).toBe(404);
  const path = new URL(res.url).pathname;
  await expect.poll(() => server.output().includes(path), { timeout: 3_000, interval: 100 }).toBe(true);

  server.child.kill('SIGTERM');
  const { code, output } = await within(server.exited, 60_000);
  expect(code).toBe(0);
  expect(output.trimEnd().split('\n').at(-1)).toContain('"msg":"shut down"');
});
