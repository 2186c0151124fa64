import { z } from 'zod';
import { withMeta } from './field-meta.js';
import { idField, requiredText } from './fields.js';
import { MSG, notFoundOf, tooLongOf } from './messages.js';
import { isAnchor, isAppPath } from './links.js';
import { isScreenKey } from './screens.js';

export const MENU_MSG = {
  unknownScreen: 'Layar tidak dikenal.',
  badUrl: 'URL harus diawali "/" untuk layar atau "#" untuk grup.',
} as const;

const optional = (error: string) => z.string({ error }).trim().nullish().transform((v) => v ?? '');

/**
 * A menu opens a screen of the registry (`vcscreen`, its key) or, with no screen, is a group
 * header. The URL may be left empty: the screen's path, or '#' for a group. Access follows the
 * screen, so the name, URL, icon and order can be edited freely.
 */
export const menuBody = z
  .object({
    vcname: requiredText('Nama', 100),
    vcscreen: withMeta(
      optional(MENU_MSG.unknownScreen).refine((v) => v === '' || isScreenKey(v), { error: MENU_MSG.unknownScreen }),
      { label: 'Layar', required: false, default: '' },
    ),
    vcaction: withMeta(optional(MENU_MSG.badUrl).pipe(z.string().max(200, { error: tooLongOf('URL', 200) })), { label: 'URL', required: false, max: 200, default: '' }),
    vcicon: requiredText('Ikon', 100),
    /** No parent (a top-level menu): missing, null, empty or 0. */
    intparent_id: withMeta(
      z.union([z.literal(['', 0, '0']).transform(() => null), idField(notFoundOf('Menu induk'))], { error: notFoundOf('Menu induk') }).nullish().transform((v) => v ?? null),
      { label: 'Menu Induk', required: false, default: '' },
    ),
    intorder: withMeta(
      z.coerce.number({ error: 'Urutan harus berupa angka.' }).int({ error: 'Urutan harus berupa angka.' }).min(0).max(100000).nullish().transform((v) => v ?? 0),
      { label: 'Urutan', required: false, default: 0 },
    ),
    intuser_id: idField(MSG.invalid).optional(),
  })
  .refine((b) => b.vcaction === '' || (b.vcscreen ? isAppPath(b.vcaction) : isAnchor(b.vcaction)), { path: ['vcaction'], error: MENU_MSG.badUrl });
export type MenuBody = z.infer<typeof menuBody>;
export const menuWire = z
  .object({
    intid: z.number().int(),
    vcname: z.string(),
    /** The screen key it opens; '' for a group header. */
    vcscreen: z.string(),
    vcaction: z.string(),
    vcicon: z.string(),
    intparent_id: z.number().int().nullable(),
    vcparent: z.string(),
    intorder: z.number().int(),
  })
  .meta({ id: 'Menu' });
export type MenuWire = z.infer<typeof menuWire>;

/** Sidebar tree from `GET /apps/navigation`. */
export interface NavItem {
  intid: number;
  vcname: string;
  /** The screen key it opens; '' for a group header. */
  vcscreen: string;
  vcaction: string;
  vcicon: string;
  children: NavItem[];
}
export const navItem: z.ZodType<NavItem> = z
  .object({
    intid: z.number().int(),
    vcname: z.string(),
    vcscreen: z.string(),
    vcaction: z.string(),
    vcicon: z.string(),
    get children() {
      return z.array(navItem);
    },
  })
  .meta({ id: 'NavItem' });
