import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../../src/', import.meta.url));

/** Every TypeScript file under `dir`. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => join(e.parentPath, e.name));
}

/** The relative specifiers a file imports or re-exports, statically or dynamically, types included. */
function specifiersOf(text: string): string[] {
  const found = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm)];
  return found.map((m) => m[1]);
}

/** `file`'s imports that land under `forbidden`, as `file → target` paths relative to src/. */
function importsInto(files: string[], forbidden: string): string[] {
  return files.flatMap((file) =>
    specifiersOf(readFileSync(file, 'utf8'))
      .map((spec) => resolve(dirname(file), spec))
      .filter((target) => !relative(forbidden, target).startsWith('..'))
      .map((target) => `${relative(src, file)} → ${relative(src, target)}`),
  );
}

describe('module boundaries', () => {
  it('the socket core (src/realtime) imports nothing from the slices (src/modules): slices register with it instead', () => {
    const files = sourcesUnder(join(src, 'realtime'));
    expect(files.length).toBeGreaterThan(0);
    expect(importsInto(files, join(src, 'modules'))).toEqual([]);
  });

  it('finds such an import when there is one', () => {
    expect(specifiersOf("import { x } from '../modules/a/b.js';\nexport * from './c.js';\nawait import('../d.js');")).toEqual(['../modules/a/b.js', './c.js', '../d.js']);
  });
});
