#!/usr/bin/env node
// Web bench: gzip size of the JS and CSS the browser needs to show /login and /.
// Builds packages/web with its own vite config into a temporary directory (plus a manifest, so
// lazily loaded route chunks can be told apart), then reports:
//   initial  — what index.html loads (entry script, modulepreloads, stylesheets) and the static
//              imports of those scripts, i.e. every request made before any route chunk;
//   per route — initial + the lazy chunk whose source path names the route (login / dashboard),
//              with that chunk's own static imports and CSS;
//   total    — every JS and CSS file of the build.
// Usage: node bench/web-size.mjs [--dist <built dir with .vite/manifest.json or index.html>]
// Writes bench/results/web-size.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const web = join(root, 'packages/web');

/** Route → source-path pattern of the lazily loaded modules it shows (its screen, and for / the shell). */
const ROUTES = { '/login': /login/i, '/': /(shell|layout|dashboard|home)/i };

function build() {
  const out = mkdtempSync(join(tmpdir(), 'halte-web-size-'));
  const res = spawnSync(join(root, 'node_modules/.bin/vite'), ['build', '--outDir', out, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
    cwd: web,
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error('vite build failed');
  return out;
}

const sizes = new Map();
function sizeOf(dist, file) {
  if (!sizes.has(file)) {
    const buf = readFileSync(join(dist, file));
    sizes.set(file, { raw: buf.length, gzip: gzipSync(buf).length });
  }
  return sizes.get(file);
}

/** Files of index.html's <script src> and <link href> (stylesheet, modulepreload). */
function initialFromHtml(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [];
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/?([^"]+\.(?:js|css))"[^>]*>/g)) files.push(m[1]);
  return files;
}

/** Follows a built JS file's static imports (`from"./x.js"`, `import"./x.js"`), like the browser does. */
function withStaticImports(dist, files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.js')) return;
    const code = readFileSync(join(dist, file), 'utf8');
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) visit(dir + m[1].slice(2));
  };
  files.forEach(visit);
  return [...seen];
}

/** A manifest chunk's file, CSS, and static imports, transitively. */
function chunkClosure(manifest, key, acc = new Set()) {
  const c = manifest[key];
  if (!c || acc.has(c.file)) return acc;
  acc.add(c.file);
  for (const css of c.css ?? []) acc.add(css);
  for (const imp of c.imports ?? []) chunkClosure(manifest, imp, acc);
  return acc;
}

function sum(dist, files) {
  return files.reduce((t, f) => {
    const s = sizeOf(dist, f);
    return { raw: t.raw + s.raw, gzip: t.gzip + s.gzip, files: t.files + 1 };
  }, { raw: 0, gzip: 0, files: 0 });
}

const kb = (n) => `${(n / 1000).toFixed(1)} kB`;

function main() {
  const arg = process.argv.indexOf('--dist');
  const dist = arg > 0 ? process.argv[arg + 1] : build();
  try {
    const initial = withStaticImports(dist, initialFromHtml(dist));
    // Stylesheets imported by initial chunks are injected by vite's CSS links in index.html already.
    const manifestPath = join(dist, '.vite/manifest.json');
    const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
    const lazy = Object.entries(manifest).filter(([, c]) => c.isDynamicEntry);
    const assets = readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f)).map((f) => `assets/${f}`);

    const rows = [['initial (index.html)', sum(dist, initial)]];
    const routes = {};
    for (const [route, pattern] of Object.entries(ROUTES)) {
      const chunks = lazy.filter(([key, c]) => pattern.test(c.src ?? key));
      const files = new Set(initial);
      for (const [key] of chunks) for (const f of chunkClosure(manifest, key)) files.add(f);
      const names = chunks.map(([key, c]) => c.src ?? key);
      routes[route] = { chunks: names, ...sum(dist, [...files]) };
      rows.push([`${route}${names.length ? ` (initial + ${names.join(', ')})` : ' (no lazy chunk: initial only)'}`, routes[route]]);
    }
    rows.push(['total (every JS + CSS file)', sum(dist, assets)]);

    console.log('\n| What | Files | Raw | Gzip |\n|---|---:|---:|---:|');
    for (const [label, s] of rows) console.log(`| ${label} | ${s.files} | ${kb(s.raw)} | ${kb(s.gzip)} |`);
    console.log(`\nInitial files: ${initial.join(', ')}`);
    console.log(`Lazy chunks: ${lazy.length}`);
    for (const [key, c] of lazy.sort((a, b) => sizeOf(dist, b[1].file).gzip - sizeOf(dist, a[1].file).gzip).slice(0, 10)) {
      console.log(`  ${c.src ?? key}: ${kb(sizeOf(dist, c.file).gzip)} gzip`);
    }

    const outDir = join(root, 'bench/results');
    mkdirSync(outDir, { recursive: true });
    const result = {
      date: new Date().toISOString(),
      initial: { files: initial, ...sum(dist, initial) },
      routes,
      total: sum(dist, assets),
      lazy: lazy.map(([key, c]) => ({ src: c.src ?? key, file: c.file, ...sizeOf(dist, c.file) })),
      dist: relative(root, dist).startsWith('..') ? 'temporary build' : relative(root, dist),
    };
    writeFileSync(join(outDir, 'web-size.json'), JSON.stringify(result, null, 2));
  } finally {
    if (arg < 0) rmSync(dist, { recursive: true, force: true });
  }
}

main();
