import { z } from 'zod';
import { requiredText } from './fields.js';

export const menuBody = z.object({
  vcname: requiredText('Nama', 100),
  vcaction: requiredText('URL', 200),
  vcicon: requiredText('Ikon', 100),
  intparent_id: z.coerce.number().int().min(0).nullish().transform((v) => (v ? v : null)),
  intorder: z.coerce.number({ error: 'Urutan harus berupa angka.' }).int({ error: 'Urutan harus berupa angka.' }).min(0).max(100000).nullish().transform((v) => v ?? 0),
  intuser_id: z.coerce.number().int().optional(),
});
export type MenuBody = z.infer<typeof menuBody>;
export interface MenuWire {
  intid: number;
  vcname: string;
  vcaction: string;
  vcicon: string;
  intparent_id: number | null;
  vcparent: string;
  intorder: number;
}

/** Sidebar tree from `GET /apps/navigation`. */
export interface NavItem {
  intid: number;
  vcname: string;
  vcaction: string;
  vcicon: string;
  children: NavItem[];
}
