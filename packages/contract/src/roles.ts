import { z } from 'zod';
import { withMeta } from './field-meta.js';
import { idField, requiredText } from './fields.js';
import { MSG, notFoundOf } from './messages.js';

export const roleBody = z.object({
  vccode: requiredText('Kode', 30).transform((v) => v.toUpperCase()),
  vcname: requiredText('Nama', 100),
  menus: withMeta(z.array(idField(notFoundOf('Menu')), { error: 'Menu harus berupa daftar.' }).max(500).optional(), {
    label: 'Menu yang dapat diakses', required: false, default: [],
  }),
  intuser_id: idField(MSG.invalid).optional(),
});
export type RoleBody = z.infer<typeof roleBody>;
export const roleWire = z
  .object({ intid: z.number().int(), vccode: z.string(), vcname: z.string(), menus: z.array(z.number().int()) })
  .meta({ id: 'Role' });
export type RoleWire = z.infer<typeof roleWire>;
