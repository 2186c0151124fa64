#!/usr/bin/env node
// The server for production: contract and server TypeScript compiled into one ES module,
// packages/server/dist/main.js, that plain `node` runs (no TypeScript loader at run time). npm
// packages stay outside the bundle and are loaded from node_modules as usual; the SQL migrations
// are copied next to it, where the compiled code looks for them.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = fileURLToPath(new URL('../packages/server/', import.meta.url));
const dist = `${server}dist`;

/** Every bare import except the workspace's own packages is an npm package, loaded at run time. */
const npmPackagesOutside = {
  name: 'npm-packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@halte/') ? undefined : { external: true }));
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  // The operator tools too, so an installation without the sources (a container) runs them with
  // plain node: node packages/server/dist/backup.js FILE.
  entryPoints: {
    main: `${server}src/main.ts`,
    backup: `${server}src/cli/backup.ts`,
    restore: `${server}src/cli/restore.ts`,
    'migrate-to-postgres': `${server}src/cli/migrate-to-postgres.ts`,
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [npmPackagesOutside],
  logLevel: 'warning',
});
cpSync(`${server}src/db/migrations`, `${dist}/migrations`, { recursive: true });
console.log(`server built: ${dist}/main.js (and the operator tools backup.js, restore.js, migrate-to-postgres.js)`);
