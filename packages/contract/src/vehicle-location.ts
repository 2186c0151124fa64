import { z } from 'zod';
import { idField } from './fields.js';
import { PERIOD_MSG, isCalendarDate } from './filters.js';
import { MSG, notFoundOf } from './messages.js';

/**
 * Where the fleet is: the live map's vehicles (`GET /vehicles/location` and the Socket.IO event
 * `vehicle:position`, one wire for both) and a vehicle's day (`GET /vehicles/{id}/positions`).
 */

/** How a vehicle shows on the live map: 1 Bergerak, 2 Berhenti, 3 Tanpa sinyal. */
export const VEHICLE_STATES = { 1: 'Bergerak', 2: 'Berhenti', 3: 'Tanpa sinyal' } as const;
export const VEHICLE_STATE = { moving: 1, stopped: 2, noSignal: 3 } as const;
export type VehicleState = (typeof VEHICLE_STATE)[keyof typeof VEHICLE_STATE];

/** A vehicle whose latest position is older than this has no signal. */
export const NO_SIGNAL_MS = 10 * 60_000;
/** From this speed on a vehicle is moving: the GPS of a parked bus wanders at 1–2 km/h. */
export const MOVING_KMH = 3;

/**
 * The state of a vehicle at `now` from its latest position (no position at all: no signal).
 * The web calls it again as time passes, so a silent bus turns to 'Tanpa sinyal' by itself.
 */
export function vehicleStateOf(p: { deckecepatan: number | null; dtwaktu: string | null }, now = Date.now()): VehicleState {
  if (p.dtwaktu === null || now - Date.parse(p.dtwaktu) > NO_SIGNAL_MS) return VEHICLE_STATE.noSignal;
  return (p.deckecepatan ?? 0) >= MOVING_KMH ? VEHICLE_STATE.moving : VEHICLE_STATE.stopped;
}

/** Which vehicle a location or a day belongs to: its name, plate and route. */
const vehicleIdentity = {
  intid: z.number().int(),
  vcnama: z.string(),
  vcnopol: z.string(),
  intrute_angkutan_id: z.number().int(),
  vcrute: z.string(),
};

/** One vehicle and its latest position; the position fields are null until it first reported. */
export const vehicleLocationWire = z
  .object({
    ...vehicleIdentity,
    declattitude: z.number().nullable(),
    declongitude: z.number().nullable(),
    /** km/h */
    deckecepatan: z.number().nullable(),
    /** Degrees clockwise from north. */
    decarah: z.number().nullable(),
    /** When the position was taken (ISO 8601). */
    dtwaktu: z.string().nullable(),
    /** The state when answered or pushed (see VEHICLE_STATES). */
    intstatus: z.number().int(),
    vcstatus: z.string(),
  })
  .meta({ id: 'VehicleLocation' });
export type VehicleLocationWire = z.infer<typeof vehicleLocationWire>;

const VEHICLE_MSG = notFoundOf('Kendaraan');

/** `intid`: one vehicle, or 0 (absent or empty alike) for all of them. */
const vehicleOrAll = z.preprocess((v) => (v === 0 || v === '0' || v === '' ? undefined : v), idField(VEHICLE_MSG).optional());

export const vehicleLocationQuery = z.object({ intid: vehicleOrAll });
export type VehicleLocationQuery = z.infer<typeof vehicleLocationQuery>;

/** The longest recent window `?menit` reaches back: a day. */
export const RECENT_MINUTES_MAX = 24 * 60;
const RECENT_MSG = `Menit harus bilangan bulat antara 1 dan ${RECENT_MINUTES_MAX}.`;

/**
 * `GET /vehicles/{id}/positions?date`: one day of the configured time zone, today when absent;
 * `?menit=N` without a date: the last N minutes up to now, across midnight (the live map's trail).
 */
export const vehiclePositionsQuery = z.object({
  date: z.string({ error: PERIOD_MSG.date }).refine(isCalendarDate, { error: PERIOD_MSG.date }).optional(),
  menit: z.coerce.number({ error: RECENT_MSG }).int({ error: RECENT_MSG }).min(1, { error: RECENT_MSG }).max(RECENT_MINUTES_MAX, { error: RECENT_MSG }).optional(),
});
export type VehiclePositionsQuery = z.infer<typeof vehiclePositionsQuery>;

/** A point of a day's path. */
export const pathPointWire = z.object({
  declattitude: z.number(),
  declongitude: z.number(),
  deckecepatan: z.number().nullable(),
  dtwaktu: z.string(),
});
export type PathPointWire = z.infer<typeof pathPointWire>;

/** A vehicle's day: its path in time order and the distance driven. */
export const vehicleDayWire = z
  .object({
    ...vehicleIdentity,
    /** The day, `YYYY-MM-DD` in the configured time zone. */
    dttanggal: z.string(),
    /** Kilometres driven that day, to 10 m. */
    decjarak_km: z.number(),
    posisi: z.array(pathPointWire),
  })
  .meta({ id: 'VehicleDay' });
export type VehicleDayWire = z.infer<typeof vehicleDayWire>;

/** Socket.IO: join the live positions of every vehicle (nothing, `{}`, `{ intid: 0 }`) or of one (`{ intid }`). */
export const TRACKING_SUBSCRIBE = 'tracking:subscribe';
/** Socket.IO: stop receiving positions. */
export const TRACKING_UNSUBSCRIBE = 'tracking:unsubscribe';
/**
 * Socket.IO, server to subscribers: an array of `VehicleLocationWire`, one per vehicle that moved
 * since the previous emit. A subscriber hears at most one emit a second; the first position after
 * a quiet second goes out at once, later ones wait for the second to end, the newest winning.
 */
export const VEHICLE_POSITION = 'vehicle:position';
export const TRACKING_WINDOW_MS = 1000;

export const trackingSubscription = z.object({ intid: vehicleOrAll }).nullish();
export type TrackingAck = { ok: true } | { ok: false; message: string };

export const TRACKING_MSG = {
  forbidden: 'Anda tidak memiliki akses ke Lacak Kendaraan.',
  vehicleNotFound: VEHICLE_MSG,
  invalid: MSG.invalid,
  server: MSG.server,
} as const;
