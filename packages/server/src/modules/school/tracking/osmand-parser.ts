import { INTAKE_MSG, osmandFields, zonedInstant } from '@halte/contract';
import type { PositionInput } from './positions.js';

/** A position as a device reports it, before its device id is turned into a vehicle. */
export type DevicePosition = Omit<PositionInput, 'vehicleId'>;

/** A parsed OsmAnd request, or why it is refused (a 400, naming the field). */
export type OsmandParse =
  | { ok: true; deviceId: string; position: DevicePosition }
  | { ok: false; message: string; field?: string };

export interface ParseContext {
  /** The server's clock, for a position without a time. */
  now: number;
  /** The zone of a local time without an offset (the configured TZ). */
  timeZone: string;
}

const KNOT_KMH = 1.852;
const MS_KMH = 3.6;
/** Traccar's rule: an epoch below 2^31 is in seconds, anything larger in milliseconds. */
const SECONDS_BELOW = 2_147_483_647;

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const EPOCH = /^\d+(?:\.\d+)?$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

class Refusal extends Error {
  constructor(message: string, readonly field?: string) {
    super(message);
  }
}

const invalid = (field: string) => new Refusal(INTAKE_MSG.invalidOf(field), field);

/** A number sent as text (or, in JSON, as a number); absent stays undefined. */
function numberOf(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw invalid(field);
    return value;
  }
  if (typeof value !== 'string' || !DECIMAL.test(value.trim())) throw invalid(field);
  const n = Number(value.trim());
  if (!Number.isFinite(n)) throw invalid(field);
  return n;
}

/** The instant of a wall-clock reading, refusing impossible dates (31 February, hour 24). */
function wallInstant(m: RegExpExecArray, zone: string | undefined, timeZone: string, field: string): number {
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0));
  const ms = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const back = new Date(asUtc);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || back.getUTCHours() !== hour || back.getUTCMinutes() !== minute || back.getUTCSeconds() !== second) throw invalid(field);
  if (zone === undefined) return zonedInstant({ year, month, day, hour, minute, second, ms }, timeZone).getTime();
  if (zone.toUpperCase() === 'Z') return asUtc;
  const digits = zone.replace(':', '');
  const offset = (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5) || 0)) * 60_000;
  if (Number(digits.slice(1, 3)) > 23 || Number(digits.slice(3, 5) || 0) > 59) throw invalid(field);
  return zone.startsWith('-') ? asUtc + offset : asUtc - offset;
}

/**
 * A device's time: epoch seconds or milliseconds, ISO 8601 (with or without an offset; without
 * one it is local time of the zone) or `yyyy-MM-dd HH:mm:ss` in the zone. Absent: now.
 */
export function timeOf(value: unknown, ctx: ParseContext, field = 'timestamp'): Date {
  if (value === undefined || value === null || value === '') return new Date(ctx.now);
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) throw invalid(field);
    return new Date(value < SECONDS_BELOW ? value * 1000 : value);
  }
  if (typeof value !== 'string') throw invalid(field);
  const text = value.trim();
  if (EPOCH.test(text)) return timeOf(Number(text), ctx, field);
  const iso = ISO.exec(text);
  if (iso) return new Date(wallInstant(iso, iso[8], ctx.timeZone, field));
  const local = LOCAL.exec(text);
  if (local) return new Date(wallInstant(local, undefined, ctx.timeZone, field));
  throw invalid(field);
}

const times = (n: number | undefined, factor: number) => (n === undefined ? undefined : n * factor);

/** Coordinates from `lat`/`lon`, or from `location=lat,lon`. */
function coordinatesOf(fields: Record<string, unknown>): [number, number] {
  let lat = numberOf(fields.lat, 'lat');
  let lon = numberOf(fields.lon, 'lon');
  if ((lat === undefined || lon === undefined) && typeof fields.location === 'string' && fields.location !== '') {
    const parts = fields.location.split(',');
    if (parts.length !== 2) throw invalid('location');
    lat ??= numberOf(parts[0], 'location');
    lon ??= numberOf(parts[1], 'location');
  }
  if (lat === undefined || lon === undefined) throw new Refusal(INTAKE_MSG.coordinatesRequired, lat === undefined ? 'lat' : 'lon');
  return [lat, lon];
}

function deviceOf(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new Refusal(INTAKE_MSG.deviceRequired, field);
  return value.trim();
}

/** The protocol's fields: each, when present, one text (a query string repeats a field as a list). */
const OSMAND_FIELDS = Object.keys(osmandFields.shape);

const refused = (err: unknown): OsmandParse => {
  if (err instanceof Refusal) return { ok: false, message: err.message, field: err.field };
  throw err;
};

/**
 * The OsmAnd fields of a query string or form body, as Traccar reads them: `id` or `deviceid`,
 * `lat`/`lon` or `location`, `timestamp`, `speed` in knots (stored in km/h), `bearing` or
 * `heading`, `altitude`, `accuracy`, `batt` (%). Other fields are ignored.
 */
export function parseOsmandFields(fields: Record<string, unknown>, ctx: ParseContext): OsmandParse {
  try {
    for (const field of OSMAND_FIELDS) if (fields[field] !== undefined && typeof fields[field] !== 'string') throw invalid(field);
    const deviceId = deviceOf(fields.id ?? fields.deviceid, fields.id === undefined && fields.deviceid !== undefined ? 'deviceid' : 'id');
    const [latitude, longitude] = coordinatesOf(fields);
    return {
      ok: true,
      deviceId,
      position: {
        time: timeOf(fields.timestamp, ctx),
        latitude,
        longitude,
        speedKmh: times(numberOf(fields.speed, 'speed'), KNOT_KMH),
        heading: numberOf(fields.bearing, 'bearing') ?? numberOf(fields.heading, 'heading'),
        altitude: numberOf(fields.altitude, 'altitude'),
        accuracy: numberOf(fields.accuracy, 'accuracy'),
        battery: numberOf(fields.batt, 'batt'),
      },
    };
  } catch (err) {
    return refused(err);
  }
}

const objectAt = (value: unknown, field: string): Record<string, unknown> => {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(field);
  return value as Record<string, unknown>;
};

/**
 * Traccar Client 9's JSON body: `{ device_id, location: { timestamp, coords: { latitude,
 * longitude, speed (m/s), heading, altitude, accuracy }, battery: { level (0–1) } } }`.
 */
export function parseOsmandJson(body: unknown, ctx: ParseContext): OsmandParse {
  try {
    const root = objectAt(body, 'body');
    const deviceId = deviceOf(root.device_id, 'device_id');
    const location = objectAt(root.location, 'location');
    const coords = objectAt(location.coords, 'location.coords');
    const latitude = numberOf(coords.latitude, 'location.coords.latitude');
    const longitude = numberOf(coords.longitude, 'location.coords.longitude');
    if (latitude === undefined || longitude === undefined) {
      throw new Refusal(INTAKE_MSG.coordinatesRequired, `location.coords.${latitude === undefined ? 'latitude' : 'longitude'}`);
    }
    return {
      ok: true,
      deviceId,
      position: {
        time: timeOf(location.timestamp, ctx, 'location.timestamp'),
        latitude,
        longitude,
        speedKmh: times(numberOf(coords.speed, 'location.coords.speed'), MS_KMH),
        heading: numberOf(coords.heading, 'location.coords.heading'),
        altitude: numberOf(coords.altitude, 'location.coords.altitude'),
        accuracy: numberOf(coords.accuracy, 'location.coords.accuracy'),
        battery: times(numberOf(objectAt(location.battery, 'location.battery').level, 'location.battery.level'), 100),
      },
    };
  } catch (err) {
    return refused(err);
  }
}
