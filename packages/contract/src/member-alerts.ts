import { z } from 'zod';
import { listQuery } from './paging.js';

/** What a parent can be told; the key is stored and sent, the text is shown. */
export const ALERT_KIND = {
  boarded: 'Naik',
  alighted: 'Turun',
  approaching: 'Bus mendekat',
  late: 'Terlambat',
  reply: 'Balasan pengaduan',
} as const;
export type AlertKind = keyof typeof ALERT_KIND;
export const ALERT_KINDS = Object.keys(ALERT_KIND) as AlertKind[];

/** Defaults of a child's settings: minutes before the stop, minutes behind the usual time. */
export const ALERT_DEFAULTS = { approachMinutes: 5, lateMinutes: 10 } as const;
export const ALERT_LIMITS = { approachMinutes: [1, 30], lateMinutes: [3, 60] } as const;

/** Quiet hours in the server's `TZ`: only `alighted` is pushed from 21:00 until 05:00. */
export const QUIET_HOURS = { from: 21, until: 5 } as const;

export const ALERT_MSG = {
  saved: 'Pengaturan notifikasi disimpan.',
  read: 'Semua pemberitahuan ditandai dibaca.',
  childUnknown: 'Anak tidak ditemukan.',
  approachMinutes: `Menit sebelum tiba ${ALERT_LIMITS.approachMinutes[0]} sampai ${ALERT_LIMITS.approachMinutes[1]}.`,
  lateMinutes: `Menit keterlambatan ${ALERT_LIMITS.lateMinutes[0]} sampai ${ALERT_LIMITS.lateMinutes[1]}.`,
} as const;

/** One in-app notice of the `Pemberitahuan` list on `/warga`, the same as its push. */
export const memberAlertWire = z
  .object({
    intid: z.number().int(),
    /** An `AlertKind`. */
    vcjenis: z.string(),
    vcjudul: z.string(),
    vcisi: z.string(),
    /** The `/warga` page a tap opens. */
    vctautan: z.string(),
    /** The child it is about; null for a complaint's answer. */
    intsiswa: z.number().int().nullable(),
    dtadd: z.string(),
    dibaca: z.boolean(),
  })
  .meta({ id: 'MemberAlert' });
export type MemberAlertWire = z.infer<typeof memberAlertWire>;

/** `GET /member/alerts?page&limit`: newest first, with how many are unread in all. */
export const memberAlertsQuery = listQuery.pick({ page: true, limit: true });
export const memberAlertList = z
  .object({
    data: z.array(memberAlertWire),
    length: z.number().int(),
    page_total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    unread: z.number().int(),
  })
  .meta({ id: 'MemberAlertList' });
export type MemberAlertList = z.infer<typeof memberAlertList>;

const minutes = (limits: readonly [number, number], message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(limits[0], { error: message }).max(limits[1], { error: message });

/** One child's switches (`Pengaturan Notifikasi`). */
export const childAlertSettings = z
  .object({
    intsiswa: z.number().int(),
    naik: z.boolean(),
    turun: z.boolean(),
    mendekat: z.boolean(),
    menit_mendekat: minutes(ALERT_LIMITS.approachMinutes, ALERT_MSG.approachMinutes),
    terlambat: z.boolean(),
    menit_terlambat: minutes(ALERT_LIMITS.lateMinutes, ALERT_MSG.lateMinutes),
  })
  .meta({ id: 'ChildAlertSettings' });
export type ChildAlertSettings = z.infer<typeof childAlertSettings>;

/**
 * `GET /member/alert-settings` answers `{ data }`, `PUT /member/alert-settings` takes the same
 * and answers `{ message, data }`: every child of the member (a child the member has not set
 * has the defaults, all on) and the complaint answers' switch. A PUT may name only some
 * children; naming another member's child is a 404 and writes nothing.
 */
export const alertSettingsWire = z
  .object({
    anak: z.array(childAlertSettings),
    balasan_pengaduan: z.boolean(),
  })
  .meta({ id: 'AlertSettings' });
export type AlertSettingsWire = z.infer<typeof alertSettingsWire>;
export const alertSettingsResponse = z.object({ data: alertSettingsWire });

/**
 * Socket.IO event a member's connections hear a new notice on (a `MemberAlertWire` in the
 * member's language), so an open `/warga` shows it without asking.
 */
export const MEMBER_ALERT_EVENT = 'member:alert';
