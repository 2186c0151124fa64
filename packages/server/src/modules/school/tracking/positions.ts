/** Where a position came from. */
export type PositionSource = 'osmand' | 'driver' | 'demo';

/** One position as the intake hands it over, the device already turned into its vehicle. */
export interface PositionInput {
  vehicleId: number;
  time: Date;
  latitude: number;
  longitude: number;
  /** km/h. */
  speedKmh?: number | null;
  /** Degrees clockwise from north, 0–360. */
  heading?: number | null;
  /** Metres. */
  altitude?: number | null;
  /** Metres. */
  accuracy?: number | null;
  /** 0–100 %. */
  battery?: number | null;
}

/** A position as stored; `latest`: it moved its vehicle's latest position. */
export type StoredPosition = PositionInput & { latest: boolean };

/** What became of the positions given to `ingest`: received = stored + duplicates + filtered. */
export interface IngestResult {
  received: number;
  stored: number;
  /** Already stored: the same vehicle and time. */
  duplicates: number;
  /**
   * Not stored: coordinates zero or out of range, ahead of the server's receive time by more than
   * the tolerance, or older than kept; for a driver, outside every trip of theirs on the vehicle.
   */
  filtered: number;
}

const DAY_MS = 86_400_000;

/** Beyond these a reading is a device's error, stored as absent rather than as a number. */
const MAX_SPEED_KMH = 2_000;
const MAX_ALTITUDE_M = 100_000;
const MAX_ACCURACY_M = 10_000_000;

const finite = (v: number | null | undefined) => typeof v === 'number' && Number.isFinite(v);
const orNull = (v: number | null | undefined, ok: (n: number) => boolean) => (finite(v) && ok(v!) ? v! : null);

/** What `admitted` measures a position's time against. */
export interface Admission {
  /** The server's receive time. */
  now: number;
  retentionDays: number;
  /** How far ahead of `now` a device's clock may be. */
  aheadMs: number;
}

/**
 * The position as it is stored, or undefined when it is filtered out: no valid time, coordinates
 * missing, zero (a tracker without a fix reports 0,0) or out of range, ahead of the receive time
 * by more than the tolerance (a wrong clock, or someone pinning a bus somewhere for hours), or
 * older than the history kept. Optional readings a device reports as negative ("unknown", e.g.
 * speed -1) or beyond any real value are stored as absent.
 */
export function admitted(p: PositionInput, { now, retentionDays, aheadMs }: Admission): PositionInput | undefined {
  const time = p.time instanceof Date ? p.time.getTime() : NaN;
  if (!Number.isFinite(time) || time > now + aheadMs || time < now - retentionDays * DAY_MS) return undefined;
  if (!finite(p.latitude) || !finite(p.longitude) || Math.abs(p.latitude) > 90 || Math.abs(p.longitude) > 180) return undefined;
  if (p.latitude === 0 && p.longitude === 0) return undefined;
  if (!Number.isInteger(p.vehicleId) || p.vehicleId <= 0) return undefined;
  return {
    vehicleId: p.vehicleId,
    time: new Date(time),
    latitude: p.latitude,
    longitude: p.longitude,
    speedKmh: orNull(p.speedKmh, (n) => n >= 0 && n <= MAX_SPEED_KMH),
    heading: orNull(p.heading, (n) => n >= 0 && n <= 360),
    altitude: orNull(p.altitude, (n) => Math.abs(n) <= MAX_ALTITUDE_M),
    accuracy: orNull(p.accuracy, (n) => n >= 0 && n <= MAX_ACCURACY_M),
    battery: orNull(p.battery, (n) => n >= 0 && n <= 100),
  };
}

/** The duplicate rule's key: one position per vehicle and instant. */
export const positionKey = (vehicleId: number, time: number) => `${vehicleId}:${time}`;
