#!/usr/bin/env node
// The Dockerfile's build without Docker: reads the Dockerfile and carries out its instructions
// into a clean folder, one sub-folder per stage standing for that stage's file system (the base
// image's tools are this machine's node and npm). The last stage is the image; its settings
// (ENV, WORKDIR, USER, VOLUME, EXPOSE, HEALTHCHECK, CMD) are written to <out>/image.json.
//
//   node scripts/build-image.mjs OUT [--start]
//
// --start then runs the image's CMD in its WORKDIR with its ENV, overridden by this process's
// environment the way `docker run -e` does (set DATA_DIR for the volume), and passes SIGTERM and
// SIGINT on to it. The tests use this to check what the image holds and that it serves.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const context = fileURLToPath(new URL('..', import.meta.url));

// A RUN step sees the stage's ENV and, of this machine's environment, only what a build container
// would also be given (where the tools are, proxies, npm's download cache): a NODE_ENV or a test
// runner's variables here must not change what the build produces.
const passedToRun = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'http_proxy', 'https_proxy', 'no_proxy', 'HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'npm_config_cache'];
const runEnv = Object.fromEntries(passedToRun.filter((key) => process.env[key] !== undefined).map((key) => [key, process.env[key]]));
// Run from npm or npx, PATH leads to this checkout's node_modules/.bin: not part of any image.
if (runEnv.PATH) runEnv.PATH = runEnv.PATH.split(':').filter((dir) => !dir.includes('node_modules')).join(':');

/** Instructions of a Dockerfile: continuation lines joined, comments and blank lines left out. */
export function parseDockerfile(text) {
  const lines = text.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
  return lines
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, op, rest] = /^(\S+)\s*(.*)$/.exec(line);
      return { op: op.toUpperCase(), args: rest };
    });
}

/** Leading `--name=value` options of an instruction, and what follows them. */
function options(args) {
  const opts = {};
  let rest = args;
  for (let m; (m = /^--([\w-]+)=(\S+)\s*/.exec(rest)); rest = rest.slice(m[0].length)) opts[m[1]] = m[2];
  return { opts, rest };
}

/** `K=V K2="V 2"` (or the old `K V`) → entries. */
function envEntries(args) {
  if (!args.includes('=')) {
    const [key, ...value] = args.split(/\s+/);
    return [[key, value.join(' ')]];
  }
  return [...args.matchAll(/([\w.-]+)=("([^"]*)"|\S*)/g)].map((m) => [m[1], m[3] ?? m[2]]);
}

/** A CMD: exec form (JSON array) as is, shell form through sh -c as Docker does. */
function command(args) {
  return args.startsWith('[') ? JSON.parse(args) : ['/bin/sh', '-c', args];
}

/** .dockerignore patterns → a test on a context-relative path (`*`, `**`, leading `**` only). */
function ignoreRules(file) {
  if (!existsSync(file)) return () => false;
  const patterns = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((p) => p.trim().replace(/^\/+|\/+$/g, ''))
    .filter((p) => p && !p.startsWith('#'))
    .map((p) => new RegExp(`^${p.split('**/').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')).join('(?:.*/)?')}(?:/.*)?$`));
  return (path) => patterns.some((re) => re.test(path));
}

/** Carries out the Dockerfile into `out` (emptied first); returns the image's settings. */
export function buildImage(out, { dockerfile = join(context, 'Dockerfile'), log = console.log } = {}) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const ignored = ignoreRules(join(context, '.dockerignore'));
  const stages = new Map();
  let stage;
  const inStage = (root, workdir, path) => join(root, path.startsWith('/') ? path : join(workdir, path));

  /** COPY's rules: a folder's contents go into the destination; several sources need a folder. */
  const copy = (from, sources, dest, filter) => {
    const toFolder = dest.endsWith('/') || sources.length > 1;
    for (const source of sources) {
      if (!existsSync(source)) throw new Error(`COPY: ${source} does not exist`);
      const target = statSync(source).isDirectory() || !toFolder ? dest : join(dest, basename(source));
      mkdirSync(statSync(source).isDirectory() ? target : dirname(target), { recursive: true });
      cpSync(source, target, { recursive: true, verbatimSymlinks: true, filter: (p) => !filter(relative(from, p)) });
    }
  };

  for (const { op, args } of parseDockerfile(readFileSync(dockerfile, 'utf8'))) {
    if (op === 'FROM') {
      const [, base, name = `stage${stages.size}`] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      // FROM an earlier stage starts from a copy of its files and settings.
      const parent = stages.get(base);
      stage = { name, base, root: join(out, name), workdir: parent?.workdir ?? '/', env: { ...parent?.env }, config: { ...parent?.config } };
      if (parent) cpSync(parent.root, stage.root, { recursive: true, verbatimSymlinks: true });
      mkdirSync(stage.root, { recursive: true });
      stages.set(stage.name, stage);
      log(`\n== ${stage.name} (${base})`);
      continue;
    }
    if (!stage) throw new Error(`${op} before FROM`);
    log(`${op} ${args}`);
    switch (op) {
      case 'WORKDIR':
        stage.workdir = args.startsWith('/') ? args : join(stage.workdir, args);
        mkdirSync(join(stage.root, stage.workdir), { recursive: true });
        break;
      case 'ENV':
        for (const [key, value] of envEntries(args)) stage.env[key] = value;
        break;
      case 'COPY': {
        const { opts, rest } = options(args);
        const parts = rest.split(/\s+/);
        const to = parts.pop();
        const dest = inStage(stage.root, stage.workdir, to) + (to.endsWith('/') ? '/' : '');
        if (opts.from) {
          const from = stages.get(opts.from);
          if (!from) throw new Error(`COPY --from=${opts.from}: no such stage`);
          copy(from.root, parts.map((p) => inStage(from.root, from.workdir, p)), dest, () => false);
        } else {
          copy(context, parts.map((p) => join(context, p)), dest, ignored);
        }
        break;
      }
      case 'RUN': {
        const res = spawnSync('/bin/sh', ['-c', args], { cwd: join(stage.root, stage.workdir), stdio: ['ignore', 'inherit', 'inherit'], env: { ...runEnv, ...stage.env } });
        if (res.status !== 0) throw new Error(`RUN failed (${res.status ?? res.signal}): ${args}`);
        break;
      }
      case 'USER':
        stage.config.user = args;
        break;
      case 'VOLUME':
        stage.config.volumes = args.startsWith('[') ? JSON.parse(args) : args.split(/\s+/);
        break;
      case 'EXPOSE':
        stage.config.expose = args.split(/\s+/);
        break;
      case 'HEALTHCHECK': {
        const { opts, rest } = options(args);
        stage.config.healthcheck = { ...opts, cmd: command(rest.replace(/^CMD\s+/, '')) };
        break;
      }
      case 'CMD':
        stage.config.cmd = command(args);
        break;
      default:
        throw new Error(`${op}: not supported by this script (extend it when the Dockerfile needs it)`);
    }
  }
  const image = { stage: stage.name, root: stage.root, workdir: stage.workdir, env: stage.env, ...stage.config };
  writeFileSync(join(out, 'image.json'), JSON.stringify(image, null, 2));
  return image;
}

/** Runs the image's CMD as `docker run` would, this environment over the image's. */
export function startImage(image, env = process.env) {
  const [cmd, ...args] = image.cmd;
  return spawn(cmd, args, { cwd: join(image.root, image.workdir), stdio: 'inherit', env: { ...image.env, ...env } });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [out, flag] = process.argv.slice(2);
  if (!out || (flag && flag !== '--start')) {
    console.error('usage: node scripts/build-image.mjs OUT [--start]');
    process.exit(2);
  }
  const image = buildImage(resolve(out));
  console.log(`\nimage: ${image.root} (${readdirSync(image.root).join(', ')}), settings in ${join(resolve(out), 'image.json')}`);
  if (flag === '--start') {
    const child = startImage(image);
    for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  }
}
