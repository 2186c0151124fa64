import { z } from 'zod';
import { withMeta } from './field-meta.js';
import { idField, requiredText } from './fields.js';
import { MSG, notFoundOf } from './messages.js';

export const menuBody = z.object({
  vcname: requiredText('Nama', 100),
  vcaction: requiredText('URL', 200),
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
});
export type MenuBody = z.infer<typeof menuBody>;
export const menuWire = z
  .object({
    intid: z.number().int(),
    vcname: z.string(),
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
  vcaction: string;
  vcicon: string;
  children: NavItem[];
}
export const navItem: z.ZodType<NavItem> = z
  .object({
    intid: z.number().int(),
    vcname: z.string(),
    vcaction: z.string(),
    vcicon: z.string(),
    get children() {
      return z.array(navItem);
    },
  })
  .meta({ id: 'NavItem' });
