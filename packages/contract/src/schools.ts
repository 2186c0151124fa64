import { z } from 'zod';
import { withMeta } from './field-meta.js';
import { idField, latitudeField, longitudeField, requiredChoice, requiredText } from './fields.js';
import { notFoundOf } from './messages.js';

/** 2 SD, 3 SMP, 4 SMA / SMK. */
export const SCHOOL_LEVELS = { 2: 'SD', 3: 'SMP', 4: 'SMA / SMK' } as const;
export const schoolLevelName = (level: number) => SCHOOL_LEVELS[level as keyof typeof SCHOOL_LEVELS] ?? '';

export const schoolBody = z.object({
  vckode: requiredText('Kode', 30),
  vcnama: requiredText('Nama', 150),
  vcalamat: requiredText('Alamat', 300),
  intjenjangsekolah: requiredChoice('Jenjang Sekolah', SCHOOL_LEVELS),
  /** Vehicles serving the school; missing keeps them as they are. */
  vehicles: withMeta(
    z.array(idField(notFoundOf('Kendaraan')), { error: 'Kendaraan harus berupa daftar.' }).max(200, { error: 'Kendaraan maksimal 200.' }).optional(),
    { label: 'Kendaraan yang melayani', required: false, default: [] },
  ),
  /** Where the school stands (optional): a child's stop defaults to the route's stop nearest to it. */
  declattitude: latitudeField,
  declongitude: longitudeField,
}).refine((s) => (s.declattitude === null) === (s.declongitude === null), {
  path: ['declattitude'],
  error: 'Latitude dan Longitude diisi keduanya atau dikosongkan keduanya.',
});
export type SchoolBody = z.infer<typeof schoolBody>;

export const schoolWire = z
  .object({
    intid: z.number().int(),
    vckode: z.string(),
    vcnama: z.string(),
    vcalamat: z.string(),
    intjenjangsekolah: z.number().int(),
    vcjenjang_sekolah: z.string(),
    declattitude: z.number().nullable(),
    declongitude: z.number().nullable(),
  })
  .meta({ id: 'School' });
export type SchoolWire = z.infer<typeof schoolWire>;
export const schoolDetailWire = schoolWire
  .extend({ vehicles: z.array(z.object({ intid: z.number().int(), vcnopol: z.string(), vcnama: z.string() })) })
  .meta({ id: 'SchoolDetail' });
export type SchoolDetailWire = z.infer<typeof schoolDetailWire>;

/** `/lists/class/{level}` and `/class/{schoolId}`. */
export const classOption = z
  .object({ value: z.number().int(), label: z.string(), intid: z.number().int(), intjenjangsekolah: z.number().int() })
  .meta({ id: 'ClassOption' });
export type ClassOption = z.infer<typeof classOption>;
export const schoolOption = z
  .object({ value: z.number().int(), label: z.string(), intid: z.number().int(), intjenjangsekolah: z.number().int() })
  .meta({ id: 'SchoolOption' });
export type SchoolOption = z.infer<typeof schoolOption>;
