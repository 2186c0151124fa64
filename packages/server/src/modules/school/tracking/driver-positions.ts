import { eq } from 'drizzle-orm';
import { INTAKE_MSG, type DriverPositionsBody, type IngestResultWire } from '@halte/contract';
import { vehicles } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { notFound } from '../../../lib/http/http-error.js';
import { driverOf } from '../driver-console/current-driver.js';
import { ownTripPositions } from '../driver-console/trip-positions.js';
import type { Tracking } from './tracking.service.js';

/** What the driver app's batch goes through: the records, the intake, and how far ahead a position may be. */
export interface DriverPositionsDeps {
  db: Db;
  tracking: Tracking;
  futureToleranceMs: number;
}

/**
 * A driver's batch of positions: 404 for an unknown vehicle, and only the positions within the
 * vehicle and times of the driver's own trips are handed to the intake (the rest count as filtered).
 */
export async function takeDriverPositions({ db, tracking, futureToleranceMs }: DriverPositionsDeps, userId: number, body: DriverPositionsBody): Promise<IngestResultWire> {
  const driver = await driverOf(db, userId);
  const { intvehicle_id: vehicleId, positions } = body;
  const [vehicle] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, vehicleId));
  if (!vehicle) throw notFound(INTAKE_MSG.vehicleNotFound);
  const sent = positions.map((p) => ({
    vehicleId,
    time: new Date(p.dttime),
    latitude: p.declattitude,
    longitude: p.declongitude,
    speedKmh: p.speed,
    heading: p.heading,
    altitude: p.altitude,
    accuracy: p.accuracy,
    battery: p.battery,
  }));
  const { kept, outside } = await ownTripPositions(db, driver.id, vehicleId, sent, futureToleranceMs);
  const result = await tracking.ingest(kept, 'driver');
  return { ...result, received: sent.length, filtered: result.filtered + outside };
}
