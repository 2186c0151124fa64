import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { shellFiles } from '../../build/serviceWorker';
import { manifestOf } from '../../src/sw/manifest';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], dynamicImports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, moduleIds, imports, dynamicImports, isEntry }) as unknown as Rollup.OutputChunk;
const asset = (fileName: string) => ({ type: 'asset', fileName }) as unknown as Rollup.OutputAsset;

describe("the phone pages' app shell", () => {
  it('holds index.html, the entry with its imports, the phone pages with all they load, styles and fonts; not the back office', () => {
    const bundle: Rollup.OutputBundle = Object.fromEntries(
      [
        chunk('assets/index-1.js', ['/w/src/main.tsx'], ['assets/vendor-1.js'], ['assets/DriverConsolePage-1.js', 'assets/ReportsPage-1.js'], true),
        chunk('assets/vendor-1.js', ['/w/node_modules/react/index.js']),
        chunk('assets/DriverConsolePage-1.js', ['/w/src/features/school/driver-console/DriverConsolePage.tsx'], ['assets/Button-1.js'], ['assets/qr-1.js']),
        chunk('assets/Button-1.js', ['/w/node_modules/react-bootstrap/Button.js']),
        chunk('assets/qr-1.js', ['/w/src/ui/scanner/qr.ts']),
        chunk('assets/HomePage-1.js', ['/w/src/features/complaints/member/home/HomePage.tsx']),
        chunk('assets/ReportsPage-1.js', ['/w/src/features/school/reports/ReportsPage.tsx'], ['assets/EChart-1.js']),
        chunk('assets/EChart-1.js', ['/w/node_modules/echarts/index.js']),
        asset('assets/index-1.css'),
        asset('assets/icons-1.woff2'),
        asset('assets/zxing-1.wasm'),
        asset('assets/photo-1.png'),
        asset('index.html'),
      ].map((f) => [f.fileName, f]),
    );
    expect(shellFiles(bundle)).toEqual([
      '/index.html',
      '/assets/Button-1.js',
      '/assets/DriverConsolePage-1.js',
      '/assets/HomePage-1.js',
      '/assets/icons-1.woff2',
      '/assets/index-1.css',
      '/assets/index-1.js',
      '/assets/qr-1.js',
      '/assets/vendor-1.js',
      '/assets/zxing-1.wasm',
    ]);
  });
});

describe("a phone page's manifest", () => {
  it('is an Indonesian standalone app limited to its page, with 192 and 512 icons, maskable too', () => {
    const m = manifestOf('jukir');
    expect(m).toMatchObject({ start_url: '/jukir', scope: '/jukir', display: 'standalone', lang: 'id', short_name: 'Halte Jukir' });
    expect(m.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
    expect(m.icons.every((i) => i.src.startsWith('/icons/jukir-'))).toBe(true);
  });
});
