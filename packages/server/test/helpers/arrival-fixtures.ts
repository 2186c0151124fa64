import { asc, eq } from 'drizzle-orm';
import type { LonLat } from '@halte/contract';
import { routePoints, routes, trips } from '../../src/db/schema/index.js';
import { RouteWalk } from '../../src/modules/school/tracking/demo/route-walk.js';
import { calendarDateIn } from '@halte/contract';
import type { TestApp } from './app.js';
import { signedInDriver } from './driver-fixtures.js';
import { insertTrip } from './report-fixtures.js';
import { created, vehicleBody } from './transport-fixtures.js';

/** An L-shaped road: a kilometre north from the terminal, then a kilometre east. */
export const ROAD: LonLat[] = [[112.05, -6.9], [112.05, -6.89], [112.06, -6.89]];
export const STOP_NAMES = ['Terminal Kambang Putih', 'Pasar Baru', 'Alun-alun Tuban'];

let n = 300;

/** A route along `ROAD` with a stop at each corner, a vehicle on it and a driver; answers their ids. */
export async function roadRoute(t: TestApp) {
  n += 1;
  const route = await created(t, '/api/v1/routes', {
    vckode: `R${n}`,
    vcnama: `Rute ${n}`,
    titik_rute: ROAD.map(([lon, lat], i) => ({ vcnama: STOP_NAMES[i], declattitude: lat, declongitude: lon })),
  });
  await t.database.db.update(routes).set({ path: ROAD }).where(eq(routes.id, route.intid));
  const vehicle = await created(t, '/api/v1/vehicles', vehicleBody(n, route.intid, { vcnopol: `S ${n} ET` }));
  const driver = await signedInDriver(t);
  const points = await t.database.db.select({ id: routePoints.id }).from(routePoints).where(eq(routePoints.routeId, route.intid)).orderBy(asc(routePoints.seq));
  const stopIds = points.map((p) => p.id);
  return { routeId: route.intid as number, vehicleId: vehicle.intid as number, plate: vehicle.vcnopol as string, driverId: driver.id, driverToken: driver.token, stopIds };
}

/** A trip of the vehicle on the route started at `startedAt`, running unless `stoppedAt` is given. */
export async function tripOn(t: TestApp, r: { routeId: number; vehicleId: number; driverId: number }, startedAt: Date, stoppedAt?: Date) {
  const id = await insertTrip(t, { vehicleId: r.vehicleId, driverId: r.driverId, routeId: r.routeId, date: calendarDateIn(t.config.timeZone, startedAt), start: '00:00' });
  await t.database.db.update(trips).set({ startedAt, stoppedAt: stoppedAt ?? null, status: stoppedAt ? 9 : 1 }).where(eq(trips.id, id));
  return id;
}

interface Drive { start: Date; fromM: number; kmh: number; seconds: number; everyS?: number }

/** Fixes driving `ROAD` at `kmh` from `fromM` metres along it, one every `everyS` seconds from `start` for `seconds`. */
function roadFixes(o: Drive) {
  const walk = new RouteWalk(ROAD);
  const every = o.everyS ?? 10;
  const fixes = [];
  for (let s = 0; s <= o.seconds; s += every) {
    const m = Math.min(walk.length, o.fromM + (o.kmh / 3.6) * s);
    const { position, heading } = walk.at(m);
    fixes.push({ time: new Date(o.start.getTime() + s * 1000), longitude: position[0], latitude: position[1], speedKmh: o.kmh, heading });
  }
  return fixes;
}

/** The vehicle's positions driving `ROAD` (see `roadFixes`), stored through the intake. */
export async function drive(t: TestApp, vehicleId: number, o: Drive) {
  await t.app.tracking.ingest(roadFixes(o).map((f) => ({ vehicleId, ...f })), 'osmand');
}

/** The same drive sent by the driver's app (`POST /driver/positions`); answers how many were stored. */
export async function driveAsDriver(t: TestApp, token: string, vehicleId: number, o: Drive) {
  const positions = roadFixes(o).map((f) => ({ dttime: f.time.toISOString(), declattitude: f.latitude, declongitude: f.longitude, speed: f.speedKmh, heading: f.heading }));
  const res = await t.call('POST', '/api/v1/driver/positions', { token, body: { intvehicle_id: vehicleId, positions } });
  if (res.statusCode !== 200) throw new Error(`positions: ${res.statusCode} ${res.body}`);
  return (res.json().data as { stored: number }).stored;
}
