import { master } from './master';
import { masterB } from './master-b';
import { shell } from './shell';
import { ui } from './ui';

/**
 * The whole Indonesian catalogue. Each area keeps its strings in its own file (shell.ts: the
 * app frame; ui.ts: shared parts and administration screens; master.ts: transport master data;
 * master-b.ts: students, app accounts, articles, sliders)
 * so helpers never edit the same file; this merge is where they meet. An area may not reuse
 * another area's top-level key.
 */
type Overlap =
  | (keyof typeof shell & keyof typeof ui)
  | (keyof typeof master & (keyof typeof shell | keyof typeof ui))
  | (keyof typeof masterB & (keyof typeof shell | keyof typeof ui | keyof typeof master));
const areasAreDisjoint: [Overlap] extends [never] ? true : never = true;
void areasAreDisjoint;

export const t = { ...shell, ...ui, ...master, ...masterB } as const;
export { master, masterB, shell, ui };
