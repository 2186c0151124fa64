#!/usr/bin/env node
// `npm start`: runs the compiled server with plain node, building it first when there is no
// build or the sources changed since (a fresh clone, a `git pull`), so one command always starts
// the code that is checked out.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = join(root, 'packages/server/dist/main.js');
const builds = [server, join(root, 'packages/web/dist/index.html')];
const sources = ['packages/contract/src', 'packages/server/src', 'packages/web/src', 'packages/web/index.html'].map((p) => join(root, p));

/** Newest modification time under a file or folder (0 when it does not exist). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = Math.min(...builds.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (built === 0 || Math.max(...sources.map(newest)) > built) {
  console.log(built === 0 ? 'No build yet: building…' : 'Sources changed since the last build: building…');
  const res = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(server).href);
