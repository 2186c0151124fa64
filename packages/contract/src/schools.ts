import { z } from 'zod';
import { idField, requiredChoice, requiredText } from './fields.js';
import { notFoundOf } from './messages.js';

/** 2 SD, 3 SMP, 4 SMA / SMK. */
export const SCHOOL_LEVELS = { 2: 'SD', 3: 'SMP', 4: 'SMA / SMK' } as const;
export const schoolLevelName = (level: number) => SCHOOL_LEVELS[level as keyof typeof SCHOOL_LEVELS] ?? '';

export const schoolBody = z.object({
  vckode: requiredText('Kode', 30),
  vcnama: requiredText('Nama', 150),
  vcalamat: requiredText('Alamat', 300),
  intjenjangsekolah: requiredChoice('Jenjang Sekolah', [2, 3, 4] as const),
  /** Vehicles serving the school; missing keeps them as they are. */
  vehicles: z
    .array(idField(notFoundOf('Kendaraan')), {
      error: 'Kendaraan harus berupa daftar.',
    })
    .max(200, { error: 'Kendaraan maksimal 200.' })
    .optional(),
});
export type SchoolBody = z.infer<typeof schoolBody>;

export interface SchoolWire {
  intid: number;
  vckode: string;
  vcnama: string;
  vcalamat: string;
  intjenjangsekolah: number;
  vcjenjang_sekolah: string;
}
export interface SchoolDetailWire extends SchoolWire {
  vehicles: { intid: number; vcnopol: string; vcnama: string }[];
}

/** `/lists/class/{level}` and `/class/{schoolId}`. */
export interface ClassOption { value: number; label: string; intid: number; intjenjangsekolah: number }
export interface SchoolOption { value: number; label: string; intid: number; intjenjangsekolah: number }
