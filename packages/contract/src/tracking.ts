import { z } from 'zod';
import { idField } from './fields.js';
import { notFoundOf, requiredOf } from './messages.js';

/** Messages of the position intake. */
export const INTAKE_MSG = {
  deviceRequired: requiredOf('ID perangkat (id)'),
  unknownDevice: 'Perangkat tidak dikenal. Daftarkan ID perangkat pada data kendaraan.',
  coordinatesRequired: 'Koordinat (lat dan lon) tidak boleh kosong.',
  invalidOf: (name: string) => `Nilai ${name} tidak valid.`,
  vehicleNotFound: notFoundOf('Kendaraan'),
  tooManyPositions: (max: number) => `Maksimal ${max} posisi per kiriman.`,
  positionsRequired: 'Daftar posisi tidak boleh kosong.',
  otherVehicle: 'Posisi hanya dapat dikirim untuk kendaraan perjalanan Anda sendiri.',
  noTrip: 'Tidak ada perjalanan Anda dengan kendaraan ini pada waktu posisi tersebut. Mulai perjalanan sebelum mengirim posisi.',
  tooManyUnknownDevices: 'Terlalu banyak ID perangkat tidak dikenal dari alamat ini. Coba lagi dalam 1 menit.',
} as const;

/**
 * The OsmAnd protocol's fields as Traccar reads them (query string or form body): `id` or
 * `deviceid` is the vehicle's tracker id; `lat`/`lon` or `location=lat,lon`; `timestamp` as epoch
 * seconds, epoch milliseconds, ISO 8601 or `yyyy-MM-dd HH:mm:ss` (local time of the server's
 * TZ), the server's time when absent; `speed` in knots; `bearing` or `heading` in degrees;
 * `altitude` and `accuracy` in metres; `batt` in percent. Other fields are ignored.
 */
export const osmandFields = z.object({
  id: z.string().optional(),
  deviceid: z.string().optional(),
  lat: z.string().optional(),
  lon: z.string().optional(),
  location: z.string().optional(),
  timestamp: z.string().optional(),
  speed: z.string().optional(),
  bearing: z.string().optional(),
  heading: z.string().optional(),
  altitude: z.string().optional(),
  accuracy: z.string().optional(),
  batt: z.string().optional(),
});
export type OsmAndFields = z.infer<typeof osmandFields>;

/** The JSON body Traccar Client 9 posts: speed in m/s, battery level 0–1. */
export const osmandJsonBody = z.object({
  device_id: z.string(),
  location: z.object({
    timestamp: z.string().optional(),
    coords: z.object({
      latitude: z.number(),
      longitude: z.number(),
      speed: z.number().optional(),
      heading: z.number().optional(),
      altitude: z.number().optional(),
      accuracy: z.number().optional(),
    }),
    is_moving: z.boolean().optional(),
    odometer: z.number().optional(),
    battery: z.object({ level: z.number().optional(), is_charging: z.boolean().optional() }).optional(),
  }),
}).meta({ id: 'OsmAndJson' });
export type OsmAndJsonBody = z.infer<typeof osmandJsonBody>;

/** Positions one driver batch may carry (a phone's offline buffer). */
export const DRIVER_POSITIONS_MAX = 1000;

const reading = (name: string, min: number, max: number) =>
  z.number({ error: INTAKE_MSG.invalidOf(name) }).min(min, { error: INTAKE_MSG.invalidOf(name) }).max(max, { error: INTAKE_MSG.invalidOf(name) });

/** One position of the driver app: time as ISO 8601 with its offset, speed in km/h. */
export const driverPosition = z.object({
  dttime: z.iso.datetime({ offset: true, error: INTAKE_MSG.invalidOf('dttime') }),
  declattitude: reading('declattitude', -90, 90),
  declongitude: reading('declongitude', -180, 180),
  speed: reading('speed', -1, 2000),
  heading: reading('heading', -1, 360).nullish(),
  altitude: reading('altitude', -100_000, 100_000).nullish(),
  accuracy: reading('accuracy', -1, 10_000_000).nullish(),
  battery: reading('battery', -1, 100).nullish(),
  /** The phone's own id of the position; not stored. */
  client_id: z.string().max(64, { error: INTAKE_MSG.invalidOf('client_id') }).nullish(),
});

export const driverPositionsBody = z.object({
  intvehicle_id: idField(requiredOf('Kendaraan'), INTAKE_MSG.vehicleNotFound),
  positions: z
    .array(driverPosition, { error: INTAKE_MSG.positionsRequired })
    .min(1, { error: INTAKE_MSG.positionsRequired })
    .max(DRIVER_POSITIONS_MAX, { error: INTAKE_MSG.tooManyPositions(DRIVER_POSITIONS_MAX) }),
});
export type DriverPositionsBody = z.infer<typeof driverPositionsBody>;

/** What became of a batch: received = stored + duplicates + filtered. */
export const ingestResultWire = z
  .object({
    received: z.number().int(),
    stored: z.number().int(),
    /** Already stored (same vehicle and time). */
    duplicates: z.number().int(),
    /**
     * Not stored: zero coordinates, ahead of the server's receive time by more than its tolerance,
     * older than the history kept, or (a driver's) outside every trip of theirs on the vehicle.
     */
    filtered: z.number().int(),
  })
  .meta({ id: 'IngestResult' });
export type IngestResultWire = z.infer<typeof ingestResultWire>;
