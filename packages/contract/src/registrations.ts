import { z } from 'zod';
import { requiredId, requiredText } from './fields.js';
import { listQueryOf } from './filters.js';
import { studentBody } from './students.js';

/** A registration's status: 0 Menunggu (waiting for staff), 1 Disetujui (a student was made), 2 Ditolak. */
export const REGISTRATION_STATUS = { 0: 'Menunggu', 1: 'Disetujui', 2: 'Ditolak' } as const;
export type RegistrationStatus = keyof typeof REGISTRATION_STATUS;
export const REGISTRATION_WAITING = 0;
export const REGISTRATION_APPROVED = 1;
export const REGISTRATION_REJECTED = 2;

export const REGISTRATION_MSG = {
  received: 'Pendaftaran siswa terkirim dan menunggu persetujuan petugas.',
  approved: 'Pendaftaran disetujui, siswa sudah ditambahkan.',
  rejected: 'Pendaftaran ditolak.',
  decided: 'Pendaftaran ini sudah diputuskan dan tidak dapat diubah lagi.',
  status: 'Status harus 0 (Menunggu), 1 (Disetujui) atau 2 (Ditolak).',
  noticeTitle: 'Pendaftaran siswa baru',
} as const;

/** POST /member/registrations and PUT /registrations/{id}: the student form, the requested route and optionally its stop. */
export const registrationBody = studentBody.omit({ intuser_public_id: true }).extend({
  intrute: requiredId('Rute'),
});
export type RegistrationBody = z.infer<typeof registrationBody>;

/** The approval dialog: the route the child will ride, the requested one unless staff choose another. */
export const registrationApproveForm = z.object({ intrute: requiredId('Rute') });

/**
 * POST /registrations/{id}/approve: the route the child will ride, when staff choose another than
 * the one asked for; without it (or without a body) the requested route is kept.
 */
export const registrationApproveBody = registrationApproveForm.partial().nullish();
export type RegistrationApproveBody = z.infer<typeof registrationApproveBody>;

/** POST /registrations/{id}/reject. */
export const registrationRejectBody = z.object({
  vcreason: requiredText('Alasan penolakan', 500),
});
export type RegistrationRejectBody = z.infer<typeof registrationRejectBody>;

/** `GET /registrations`: searched (name, NISN, parent), paged, and of one status (empty: all). */
export const registrationListQuery = listQueryOf({
  extra: {
    status: z
      .enum(['', '0', '1', '2'], { error: REGISTRATION_MSG.status })
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : (Number(v) as RegistrationStatus))),
  },
});
export type RegistrationListQuery = z.infer<typeof registrationListQuery>;

const registrationShape = {
  intid: z.number().int(),
  dtadd: z.string(),
  /** NISN. */
  vckode: z.string(),
  vcnama: z.string(),
  vcalamat: z.string(),
  intsex: z.literal([1, 2]),
  vcjenis_kelamin: z.string(),
  intsekolah: z.number().int(),
  vcsekolah: z.string(),
  /** The school's level, so the form can load its classes. */
  intjenjangsekolah: z.number().int(),
  intkelas: z.number().int(),
  vckelas: z.string(),
  vcnamaortuwali: z.string(),
  vctelportuwali: z.string(),
  vcnikortuwali: z.string(),
  intrute: z.number().int(),
  vcrute: z.string(),
  /** The stop asked for on the route; null: none (the route's stop nearest to the school stands in). */
  intrute_titik_id: z.number().int().nullable(),
  /** Its name; '' when none. */
  vcrute_titik: z.string(),
  intstatus: z.literal([0, 1, 2]),
  vcstatus: z.string(),
  /** Why it was rejected; '' otherwise. */
  vcreason: z.string(),
  /** When staff decided; null while waiting. */
  dtdecided: z.string().nullable(),
};

/** A registration as staff see it: who asked, who decided, and the student it made. */
export const registrationWire = z
  .object({
    ...registrationShape,
    /** The member who asked, as text like a student's link. */
    intuser_public_id: z.string(),
    vcmember: z.string(),
    vcmember_phone: z.string(),
    /** The staff user who decided; '' while waiting. */
    vcdecided_by: z.string(),
    /** The student made by approval; 0 otherwise. */
    intsiswa: z.number().int(),
  })
  .meta({ id: 'Registration' });
export type RegistrationWire = z.infer<typeof registrationWire>;

/** A registration as its member sees it. */
export const memberRegistrationWire = z.object(registrationShape).meta({ id: 'MemberRegistration' });
export type MemberRegistrationWire = z.infer<typeof memberRegistrationWire>;
