import { z } from 'zod';
import { requiredText } from './fields.js';

export const roleBody = z.object({
  vccode: requiredText('Kode', 30).transform((v) => v.toUpperCase()),
  vcname: requiredText('Nama', 100),
  menus: z.array(z.coerce.number().int().positive(), { error: 'Menu harus berupa daftar.' }).max(500).optional(),
  intuser_id: z.coerce.number().int().optional(),
});
export type RoleBody = z.infer<typeof roleBody>;
export interface RoleWire { intid: number; vccode: string; vcname: string; menus: number[] }
