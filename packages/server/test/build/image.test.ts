import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The container image built without Docker (scripts/build-image.mjs carries out the Dockerfile
// into a clean folder, then starts its CMD): what a `docker run` of the image would serve.
const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const PASSWORD = 'image-admin-secret';
const MINUTES = 60_000;

interface Image {
  root: string;
  workdir: string;
  user: string;
  volumes: string[];
  expose: string[];
  healthcheck: { cmd: string[] };
  cmd: string[];
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Every file under a folder, relative to it, leaving out node_modules. */
function ownFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((e) => {
    const path = join(prefix, e.name);
    if (e.name === 'node_modules') return [];
    return e.isDirectory() ? ownFiles(dir, path) : [path];
  });
}

const out = mkdtempSync(join(tmpdir(), 'halte-image-'));
const dataDir = join(out, 'volume');
let port = 0;
let base = '';
let image: Image;
let server: ChildProcess;
let output = '';
let exited: Promise<number | null>;

beforeAll(async () => {
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // As `docker run -e … -v volume:/data` would set them; nothing of the test runner's own
  // environment (NODE_ENV, vitest's variables) reaches the build.
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: PASSWORD,
    DEMO: '0',
    LOG_LEVEL: 'warn',
  };
  server = spawn(process.execPath, ['scripts/build-image.mjs', out, '--start'], { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);
  exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  // Installing the packages twice and building the web app take minutes on a busy machine.
  for (const until = Date.now() + 25 * MINUTES; Date.now() < until && !gone; ) {
    const ready = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (gone || !(await fetch(`${base}/readyz`).then((r) => r.ok, () => false))) throw new Error(`the image did not start:\n${output}`);
  image = JSON.parse(readFileSync(join(out, 'image.json'), 'utf8')) as Image;
}, 30 * MINUTES);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGKILL');
    await exited;
  }
  // Each stage's packages: a gigabyte of small files, slow to delete on a busy machine.
  await rm(out, { recursive: true, force: true });
}, 15 * MINUTES);

describe('the container image (the Dockerfile carried out without Docker)', () => {
  it('holds the compiled server, the built web app and the server’s production packages, and no TypeScript or build tools', () => {
    const app = join(image.root, image.workdir);
    expect(existsSync(join(app, 'packages/server/dist/main.js'))).toBe(true);
    expect(existsSync(join(app, 'packages/server/dist/migrations/meta/_journal.json'))).toBe(true);
    expect(existsSync(join(app, 'packages/web/dist/index.html'))).toBe(true);
    expect(ownFiles(app).filter((f) => /\.tsx?$/.test(f))).toEqual([]);
    const packages = readdirSync(join(app, 'node_modules'));
    expect(packages).toEqual(expect.arrayContaining(['fastify', 'pg', 'socket.io', '@electric-sql']));
    for (const tool of ['tsx', 'typescript', 'esbuild', 'vite', 'vitest', 'react', 'drizzle-kit', '@playwright']) expect(packages).not.toContain(tool);
  });

  it('runs as an unprivileged user with its data folder as a volume, and starts with plain node', () => {
    expect(image.user).toBe('node');
    expect(image.volumes).toEqual(['/data']);
    expect(existsSync(join(image.root, 'data'))).toBe(true);
    expect(image.expose).toEqual(['3000']);
    expect(image.cmd[0]).toBe('node');
    expect(image.cmd.filter((a) => /^--(import|loader|require|experimental)/.test(a) || a.endsWith('.ts'))).toEqual([]);
    expect(image.cmd.at(-1)).toBe('packages/server/dist/main.js');
  });

  it('serves the web app and the API, keeps its database in the data volume, and passes its HEALTHCHECK', async () => {
    const page = await fetch(`${base}/main/lacak-kendaraan`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Halte');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${base}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    // The phone pages' service worker and manifests, and the user guide's screenshots.
    for (const [path, type] of [['/sw.js', /javascript/], ['/manifest-driver.webmanifest', /manifest\+json/], ['/panduan/sopir-konsol.png', /image\/png/]] as const) {
      const served = await fetch(`${base}${path}`);
      expect(served.status, path).toBe(200);
      expect(served.headers.get('content-type'), path).toMatch(type);
    }

    const signin = await fetch(`${base}/api/v1/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    expect(signin.status).toBe(200);
    const { token } = (await signin.json()) as { token: string };
    const users = await fetch(`${base}/api/v1/users?page=1&limit=10`, { headers: { authorization: `Bearer ${token}` } });
    expect(users.status).toBe(200);
    expect(JSON.stringify(await users.json())).toContain('"admin"');
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);

    const [cmd, ...args] = image.healthcheck.cmd;
    const check = spawnSync(cmd, args, { cwd: join(image.root, image.workdir), env: { PATH: process.env.PATH, PORT: String(port) }, timeout: 30_000 });
    expect(check.status).toBe(0);
  });

  it('stops on SIGTERM', async () => {
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await fetch(`${base}/readyz`).then(() => 'answered', () => 'closed')).toBe('closed');
  });
});
