import { z } from 'zod';
import { optionalText, requiredChoice, requiredId, requiredText } from './fields.js';
import { passwordText, usernameText } from './admin.js';
import { requiredOf } from './messages.js';

/** 1 Bus, 2 Angkotan. */
export const VEHICLE_TYPES = { 1: 'Bus', 2: 'Angkotan' } as const;
/** 2 SD, 3 SMP, 4 SMA / SMK. */
export const SCHOOL_LEVELS = { 2: 'SD', 3: 'SMP', 4: 'SMA / SMK' } as const;
export const vehicleTypeName = (type: number) => VEHICLE_TYPES[type as keyof typeof VEHICLE_TYPES] ?? '';
export const schoolLevelName = (level: number) => SCHOOL_LEVELS[level as keyof typeof SCHOOL_LEVELS] ?? '';

/** A 0/1 flag; the web's checkbox may send true/false or "1"/"0". Missing is 0. */
const flag = (label: string) =>
  z.preprocess(
    (v) => (v === true ? 1 : v === false || v === undefined || v === null || v === '' ? 0 : v),
    z.coerce.number({ error: `${label} harus 0 atau 1.` }).refine((v) => v === 0 || v === 1, { error: `${label} harus 0 atau 1.` }),
  );

/** Ids are PostgreSQL integers; a bigger number cannot name a record. */
const MAX_ID = 2147483647;
const referenceId = (label: string) => requiredId(label).max(MAX_ID, { error: `${label} tidak ditemukan.` });

// ---------------------------------------------------------------- Pengemudi

const driverFields = {
  vccode_driver: requiredText('Kode', 30),
  vcnip: requiredText('NIP', 30),
  vcname: requiredText('Nama', 100),
  vcphone: requiredText('Nomor Telepon / HP', 30),
  /** 'Menggunakan Akun?': 1 gives the driver a sign-in account (role DRIVER). */
  intfungsional: flag('Menggunakan Akun?'),
  vcusername: z.string({ error: 'Username harus berupa teks.' }).nullish().transform((v) => v?.trim() ?? ''),
  vcpassword: z.string({ error: 'Password harus berupa teks.' }).nullish().transform((v) => v ?? ''),
};

/** Username and password only count when the account is on; the password may stay empty when it is kept. */
const checkAccount = (passwordRequired: boolean) => (b: { intfungsional: number; vcusername: string; vcpassword: string }, ctx: z.RefinementCtx) => {
  if (b.intfungsional !== 1) return;
  const username = usernameText.safeParse(b.vcusername);
  if (!username.success) ctx.addIssue({ code: 'custom', path: ['vcusername'], message: username.error.issues[0].message });
  if (b.vcpassword === '' && !passwordRequired) return;
  const password = passwordText('Password').safeParse(b.vcpassword);
  if (!password.success) ctx.addIssue({ code: 'custom', path: ['vcpassword'], message: password.error.issues[0].message });
};

export const driverCreateBody = z.object(driverFields).superRefine(checkAccount(true));
/** On update an empty password keeps the account's password (the server still asks for one when it creates the account). */
export const driverUpdateBody = z.object(driverFields).superRefine(checkAccount(false));
export type DriverBody = z.infer<typeof driverCreateBody>;

export interface DriverWire {
  intid: number;
  vccode_driver: string;
  vcnip: string;
  vcname: string;
  vcphone: string;
  /** 1 when the card has been printed. */
  intprint_card: 0 | 1;
  /** 1 when the driver has a sign-in account. */
  intfungsional: 0 | 1;
  vcusername: string;
  /** Never the hash: always empty. */
  vcpassword: '';
}

/** `GET /employee/{id}/print`: what the card shows. */
export interface DriverPrintWire {
  intid: number;
  vcname: string;
  vccode_driver: string;
  vcnip: string;
  intprint_card: 0 | 1;
  vcdepartment: string;
}

// ---------------------------------------------------------------- Kendaraan

export const vehicleBody = z.object({
  vckode: requiredText('Kode', 30),
  vcnama: requiredText('Nama', 100),
  /** Stored upper-case with single spaces; compared ignoring spaces and case. */
  vcnopol: requiredText('Nomor Kendaraan', 20).transform((v) => v.toUpperCase().replace(/\s+/g, ' ')),
  inttypeangkutan: requiredChoice('Tipe Kendaraan', [1, 2] as const),
  intrute_angkutan_id: referenceId('Rute'),
  /** Tracker id for GPS positions (OsmAnd `id`); optional. */
  vcdevice_id: optionalText('ID Perangkat GPS', 64),
});
export type VehicleBody = z.infer<typeof vehicleBody>;

export interface VehicleWire {
  intid: number;
  vckode: string;
  vcnama: string;
  vcnopol: string;
  inttypeangkutan: number;
  vctipe_angkutan: string;
  intrute_angkutan_id: number;
  vcrute: string;
  vcdevice_id: string;
}

// ---------------------------------------------------------------- Rute

/** A coordinate in degrees; '', null or missing is "not given". */
const coordinate = (label: string, limit: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : typeof v === 'string' ? Number(v.trim().replace(',', '.')) : v),
    z
      .number({ error: `${label} harus berupa angka.` })
      .refine((n) => Number.isFinite(n), { error: `${label} harus berupa angka.` })
      .refine((n) => n >= -limit && n <= limit, { error: `${label} harus antara -${limit} dan ${limit}.` })
      .nullable(),
  );
const latitude = coordinate('Latitude', 90);
const longitude = coordinate('Longitude', 180);

const routePoint = z
  .object({
    vcnama: requiredText('Titik Rute', 100),
    declattitude: latitude,
    declongitude: longitude,
  })
  .refine((p) => (p.declattitude === null) === (p.declongitude === null), {
    path: ['declattitude'],
    error: 'Latitude dan Longitude diisi keduanya atau dikosongkan keduanya.',
  });

const POINTS_REQUIRED = requiredOf('Titik Rute');

export const routeBody = z.object({
  vckode: requiredText('Kode', 30),
  vcnama: requiredText('Nama', 100),
  /** Ordered stops; a route needs at least one. */
  titik_rute: z.array(routePoint, { error: POINTS_REQUIRED }).min(1, { error: POINTS_REQUIRED }).max(500, { error: 'Titik Rute maksimal 500.' }),
});
export type RouteBody = z.infer<typeof routeBody>;

/** `PUT /routes/map/{id}`: the road-following path, as generated from the points. */
export const routeMapBody = z.object({
  titik_rute_map: z
    .array(z.object({ declongitude: longitude.pipe(z.number({ error: 'Longitude tidak boleh kosong.' })), declattitude: latitude.pipe(z.number({ error: 'Latitude tidak boleh kosong.' })) }), {
      error: 'Titik peta rute harus berupa daftar.',
    })
    .max(20000, { error: 'Titik peta rute maksimal 20000.' }),
});
export type RouteMapBody = z.infer<typeof routeMapBody>;

export interface RoutePointWire { vcnama: string; declattitude: number | null; declongitude: number | null }
export interface RouteMapPointWire { declongitude: number; declattitude: number }
export interface RouteListWire { intid: number; vckode: string; vcnama: string; intjumlah_titik: number }
export interface RouteWire {
  intid: number;
  vckode: string;
  vcnama: string;
  titik_rute: RoutePointWire[];
  titik_rute_map: RouteMapPointWire[];
}

// ---------------------------------------------------------------- Sekolah

export const schoolBody = z.object({
  vckode: requiredText('Kode', 30),
  vcnama: requiredText('Nama', 150),
  vcalamat: requiredText('Alamat', 300),
  intjenjangsekolah: requiredChoice('Jenjang Sekolah', [2, 3, 4] as const),
  /** Vehicles serving the school; missing keeps them as they are. */
  vehicles: z
    .array(z.coerce.number({ error: 'Kendaraan tidak ditemukan.' }).int({ error: 'Kendaraan tidak ditemukan.' }).positive({ error: 'Kendaraan tidak ditemukan.' }).max(MAX_ID, { error: 'Kendaraan tidak ditemukan.' }), {
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

// ---------------------------------------------------------------- Kelas, option lists, search

/** `/lists/class/{level}` and `/class/{schoolId}`. */
export interface ClassOption { value: number; label: string; intid: number; intjenjangsekolah: number }
export interface SchoolOption { value: number; label: string; intid: number; intjenjangsekolah: number }

export const SEARCH_TYPES = ['menu', 'student', 'driver', 'vehicle'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
/** One hit of the navbar search box. */
export interface SearchHit { type: SearchType; label: string; sublabel: string; url: string }
export const searchQuery = z.object({ q: z.string().max(100, { error: 'Kata kunci maksimal 100 karakter.' }).optional().default('') });
