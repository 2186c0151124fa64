import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** bootstrap-icons' stylesheet with this query keeps only the icons the source names. */
export const IN_SOURCE_QUERY = 'in-source';

const ICON_NAME = /\bbi-([a-z0-9]+(?:-[a-z0-9]+)*)/g;
const ICON_RULE = /^\.bi-([a-z0-9-]+)::before \{[^}]*\}\n?/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Every `bi-…` name written in these files. */
function iconsNamedIn(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) for (const m of readFileSync(file, 'utf8').matchAll(ICON_NAME)) names.add(m[1]);
  return names;
}

/**
 * `bootstrap-icons.css?in-source`: the icon font and its base rule with only the icons named in
 * `src` (some 100 of 2,000). The pages before the shell need no more; the shell, whose menus name
 * icons at run time, loads the whole stylesheet.
 */
export function iconsInSource(srcDir: string): Plugin {
  return {
    name: 'halte-icons-in-source',
    enforce: 'pre',
    transform(code, id) {
      const [path, query] = id.split('?');
      if (!path.endsWith('/bootstrap-icons/font/bootstrap-icons.css') || query !== IN_SOURCE_QUERY) return null;
      const files = sourceFiles(srcDir);
      // A new icon in the source rebuilds the stylesheet under `vite` (dev) too.
      for (const file of files) this.addWatchFile(file);
      const used = iconsNamedIn(files);
      return { code: code.replace(ICON_RULE, (rule, name: string) => (used.has(name) ? rule : '')), map: null };
    },
  };
}
