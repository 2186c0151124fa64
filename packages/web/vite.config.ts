import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { serviceWorker } from './build/serviceWorker';
import { iconsInSource } from './build/iconsInSource';
import { preactForReact } from './build/preact';

const api = process.env.HALTE_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), serviceWorker(), iconsInSource(fileURLToPath(new URL('./src', import.meta.url)))],
  resolve: { alias: preactForReact },
  server: { proxy: { '/api': api, '/socket.io': { target: api, ws: true } } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800 },
  css: { preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'mixed-decls'] } } },
});
