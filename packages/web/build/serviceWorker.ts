import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin, Rollup } from 'vite';
import { manifestOf, manifestPath } from '../src/sw/manifest';
import { PHONE_SCOPES } from '../src/sw/scopes';

/**
 * Modules of the phone pages, of the gates that send a console account there and of the error
 * dialog every page may open: the chunks holding them (and what those load) work offline.
 */
const PHONE_MODULES = /\/src\/(features\/(school\/driver-console|parking\/jukir-console|complaints\/member)|ui\/(console|outbox|scanner)|sw)\/|\/src\/(app\/Require(Console|Staff)|ui\/ErrorDialog)\.tsx$/;
/** What starts every page: the app and the translations it may load first (their own imports follow, not their lazy ones). */
const START_MODULES = /\/src\/(start\.tsx|i18n\/en\/)/;
/** Stylesheets, icon fonts and the QR decoder: small in number, needed by every phone page. */
const SHELL_ASSETS = /\.(css|woff2|wasm)$/;

/**
 * The app shell the phone pages need offline: index.html, the entry and start chunks (and the
 * English translations) with their static imports,
 * every chunk holding a phone page's module with everything it loads, stylesheets and fonts.
 */
export function shellFiles(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((f): f is Rollup.OutputChunk => f.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const picked = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk, followLazy: boolean) => {
    if (picked.has(chunk.fileName)) return;
    picked.add(chunk.fileName);
    for (const name of [...chunk.imports, ...(followLazy ? chunk.dynamicImports : [])]) {
      const next = byName.get(name);
      if (next) visit(next, followLazy);
    }
  };
  for (const c of chunks) if (c.isEntry || c.moduleIds.some((id) => START_MODULES.test(id))) visit(c, false);
  for (const c of chunks) if (c.moduleIds.some((id) => PHONE_MODULES.test(id))) visit(c, true);
  const assets = Object.values(bundle).filter((f) => f.type === 'asset' && SHELL_ASSETS.test(f.fileName)).map((f) => f.fileName);
  return ['/index.html', ...[...picked, ...assets].sort().map((f) => `/${f}`)];
}

/**
 * Builds `sw.js`, the phone pages' service worker, beside index.html: its precache list and
 * version (a digest of the shell's file names and index.html) are written into it, so any change
 * of the app is a new worker the phones are offered. Also writes each phone page's manifest.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'halte-service-worker',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const files = shellFiles(bundle);
      const html = bundle['index.html'];
      const version = createHash('sha256')
        .update(files.join('\n'))
        .update(html?.type === 'asset' ? String(html.source) : '')
        .digest('hex')
        .slice(0, 16);
      const out = await build({
        entryPoints: [fileURLToPath(new URL('../src/sw/sw.ts', import.meta.url))],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2020',
        define: { SW_PRECACHE: JSON.stringify(files), SW_VERSION: JSON.stringify(version) },
      });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: out.outputFiles[0].text });
      for (const scope of PHONE_SCOPES) {
        this.emitFile({ type: 'asset', fileName: manifestPath(scope).slice(1), source: JSON.stringify(manifestOf(scope), null, 2) });
      }
    },
  };
}
