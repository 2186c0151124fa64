import { z } from 'zod';
import { relabel, withMeta } from './field-meta.js';
import { idField, optionalText, requiredChoice, requiredId, requiredText } from './fields.js';
import { listQueryOf } from './filters.js';
import { notFoundOf } from './messages.js';
import { phoneText } from './phone-number.js';

/** 1 male, 2 female. */
export const SEXES = [1, 2] as const;
export type Sex = (typeof SEXES)[number];
export const SEX_LABELS: Record<Sex, string> = { 1: 'Laki-laki', 2: 'Perempuan' };

/** `intuser_public_id` when the student is linked to no member account. */
export const NO_MEMBER = '0';

const nisn = requiredText('ID Siswa', 30).regex(/^[A-Za-z0-9.-]+$/, {
  error: 'ID Siswa hanya boleh huruf, angka, titik atau strip.',
});
const parentPhone = phoneText('Nomor Telepon Orang Tua / Wali', 'Nomor Telepon Orang Tua / Wali tidak valid.');
const parentNik = optionalText('NIK Orang Tua / Wali', 16).refine((v) => v === '' || /^[0-9]{16}$/.test(v), {
  error: 'NIK Orang Tua / Wali harus 16 digit angka.',
});
/** "0" (or empty) means no member; the web's select sends strings. */
const memberRef = z
  .union([z.literal(['', 0, NO_MEMBER]).transform(() => 0), idField('Akun aplikasi tidak valid.')], { error: 'Akun aplikasi tidak valid.' })
  .nullish()
  .transform((v) => v ?? 0);

export const STUDENT_STOP_MSG = {
  notOnRoute: 'Halte tidak berada di rute siswa.',
} as const;

/**
 * An optional record of another table: '', 0, "0" or null is none (null); missing leaves the
 * record's own as it is (on a new one: none).
 */
const optionalRef = (label: string) =>
  withMeta(
    z
      .union([z.null(), z.literal(['', 0, '0']).transform(() => null), idField(notFoundOf(label))], { error: notFoundOf(label) })
      .optional(),
    { label, required: false, default: '' },
  );

/** The students' own filters: one school (`intsekolah`), one class (`intkelas`). */
export const studentFilters = {
  intsekolah: idField('Sekolah harus berupa id sekolah.').optional(),
  intkelas: idField('Kelas harus berupa id kelas.').optional(),
};

/** `GET /students`: searched, paged, and optionally of one school and one class. */
export const studentListQuery = listQueryOf({ extra: studentFilters });
export type StudentListQuery = z.infer<typeof studentListQuery>;

/** POST /students and PUT /students/{id}. */
export const studentBody = z.object({
  vckode: relabel(nisn, 'ID Siswa (NISN)'),
  vcnama: requiredText('Nama', 100),
  vcalamat: requiredText('Alamat', 300),
  intsex: requiredChoice('Jenis Kelamin', SEX_LABELS),
  intsekolah: requiredId('Sekolah'),
  intkelas: requiredId('Kelas'),
  vcnamaortuwali: requiredText('Nama Orang Tua / Wali', 100),
  vctelportuwali: parentPhone,
  vcnikortuwali: parentNik,
  intuser_public_id: memberRef,
  /** The route the child rides; none: any bus serving the school. */
  intrute: optionalRef('Rute'),
  /**
   * The stop the child boards at, one of the route's; none: the route's stop nearest to the
   * school stands in. Missing keeps the chosen stop while the route stays, and clears it when
   * the route changes.
   */
  intrute_titik_id: optionalRef('Halte'),
});
export type StudentBody = z.infer<typeof studentBody>;

export const studentWire = z
  .object({
    intid: z.number().int(),
    /** NISN. */
    vckode: z.string(),
    vcnama: z.string(),
    vcalamat: z.string(),
    intsex: z.literal(SEXES),
    vcjenis_kelamin: z.string(),
    intsekolah: z.number().int(),
    vcsekolah: z.string(),
    vcalamat_sekolah: z.string(),
    /** The school's level, so the form can load its classes. */
    intjenjangsekolah: z.number().int(),
    intkelas: z.number().int(),
    vckelas: z.string(),
    vcnamaortuwali: z.string(),
    vctelportuwali: z.string(),
    vcnikortuwali: z.string(),
    /** Member id as text; "0" when none. */
    intuser_public_id: z.string(),
    /** 1 when the card is printed. */
    intprint_card: z.literal([0, 1]),
    /** The route the child rides; null: any bus serving the school. */
    intrute: z.number().int().nullable(),
    vcrute: z.string(),
    /** The stop chosen on the route; null when none is. */
    intrute_titik_id: z.number().int().nullable(),
    /**
     * The stop the child boards at: the chosen one, else (with `intrute_titik_id` null) the
     * route's located stop nearest to the school; '' when there is none.
     */
    vcrute_titik: z.string(),
  })
  .meta({ id: 'Student' });
export type StudentWire = z.infer<typeof studentWire>;

/** GET /students/{id}/print. */
export const studentCardWire = z
  .object({
    intid: z.number().int(),
    vcnama: z.string(),
    vckode: z.string(),
    vcsekolah: z.string(),
    vckelas: z.string(),
    intprint_card: z.literal([0, 1]),
    /** Issuer printed on the card. */
    vcdepartment: z.string(),
  })
  .meta({ id: 'StudentCard' });
export type StudentCardWire = z.infer<typeof studentCardWire>;
