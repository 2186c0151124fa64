import { shell } from './shell';
import { ui } from './ui';

/**
 * The whole Indonesian catalogue. Each area keeps its strings in its own file (shell.ts: the
 * app frame; ui.ts: shared parts and administration screens) so helpers never edit the same
 * file; this merge is where they meet. An area may not reuse another area's top-level key.
 */
type Overlap = keyof typeof shell & keyof typeof ui;
const areasAreDisjoint: [Overlap] extends [never] ? true : never = true;
void areasAreDisjoint;

export const t = { ...shell, ...ui } as const;
export { shell, ui };
