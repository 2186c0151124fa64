import { eq } from 'drizzle-orm';
import type { TripWire } from '@halte/contract';
import { classes } from '../../../src/db/schema/index.js';
import type { TestApp } from '../../helpers/app.js';
import { signedInDriver, studentBody } from '../../helpers/driver-fixtures.js';
import { created, routeBody, schoolBody, vehicleBody } from '../../helpers/transport-fixtures.js';
import type { MinimalRequest, MinimalRequests } from './harness.js';

/** Numbers every record made here unique, whatever order the tests run in (own code prefixes: F…). */
let counter = 0;
const next = () => 900 + ++counter;

const admin = (r: Omit<MinimalRequest, 'token'>) => (t: TestApp): Promise<MinimalRequest> => Promise.resolve({ token: t.adminToken, ...r });

/** A new vehicle on a new route, with a tracker id of its own. */
async function newVehicle(t: TestApp) {
  const n = next();
  const route = await created(t, '/api/v1/routes', routeBody(n, { vckode: `FR${n}` }));
  const device = `FD-${n}-${Date.now() % 100_000}`;
  const vehicle = await created(t, '/api/v1/vehicles', vehicleBody(n, route.intid as number, { vckode: `FB${n}`, vcnopol: `F ${n} FB`, vcdevice_id: device }));
  return { id: vehicle.intid as number, device };
}

/** A driver with a DRIVER account, signed in, and a vehicle of its own to drive. */
async function driverWithVehicle(t: TestApp) {
  const driver = await signedInDriver(t, 'Pengemudi Lapangan');
  return { token: driver.token, vehicleId: (await newVehicle(t)).id };
}

/** A driver on the road: a trip of its own just started on its vehicle. */
async function driverOnTrip(t: TestApp) {
  const d = await driverWithVehicle(t);
  const res = await t.call('POST', '/api/v1/driver/trips', { token: d.token, body: { intvehicle_id: d.vehicleId } });
  if (res.statusCode !== 201) throw new Error(`trip start: ${res.statusCode} ${res.body}`);
  return { ...d, tripId: (res.json().data as TripWire).intid };
}

/** A student of a new school that the vehicle serves (its card, the NISN, is `vckode`). */
async function studentServedBy(t: TestApp, vehicleId: number) {
  const n = next();
  const school = await created(t, '/api/v1/schools', schoolBody(n, { vckode: `FS${n}`, vehicles: [vehicleId] }));
  const [kelas] = await t.database.db.select({ id: classes.id }).from(classes).where(eq(classes.level, school.intjenjangsekolah as number)).limit(1);
  return created(t, '/api/v1/students', studentBody(`88${n}`, school.intid as number, kelas.id, `Siswa Lapangan ${n}`));
}

export const schoolFieldRequests: MinimalRequests = {
  // The OsmAnd intake (public: the tracker id authenticates). The schema marks every field
  // optional, as the parser reads either spelling of each; the operation's description says a
  // position needs the tracker id and its point.
  'GET /tracking/osmand': async (t) => ({ query: { id: (await newVehicle(t)).device, lat: '-6.8837', lon: '112.0452' }, ruleFields: ['id', 'lat', 'lon'] }),
  // The same position as a form body (`raw`: its fields are not compared; the query is empty).
  'POST /tracking/osmand': async (t) => ({
    raw: { contentType: 'application/x-www-form-urlencoded', payload: new URLSearchParams({ id: (await newVehicle(t)).device, lat: '-6.8837', lon: '112.0452' }).toString() },
  }),
  // The driver phone's batch: one position, now, of its own running trip's vehicle.
  'POST /driver/positions': async (t) => {
    const d = await driverOnTrip(t);
    return {
      token: d.token,
      body: { intvehicle_id: d.vehicleId, positions: [{ dttime: new Date().toISOString(), declattitude: -6.8837, declongitude: 112.0452, speed: 20 }] },
    };
  },

  // The live map: the whole fleet (`intid` is optional), a vehicle's day (today: `date` is
  // optional) and the stops ahead of it (none without a running trip: 200 with []).
  'GET /vehicles/location': admin({}),
  'GET /vehicles/:id/positions': async (t) => ({ token: t.adminToken, params: { id: (await newVehicle(t)).id } }),
  'GET /vehicle-location/:id/next-stops': async (t) => ({ token: t.adminToken, params: { id: (await newVehicle(t)).id } }),

  // The driver app: each call by a driver of its own, on its own vehicle and trip.
  'GET /driver/me': async (t) => ({ token: (await driverWithVehicle(t)).token }),
  'POST /driver/trips': async (t) => {
    const d = await driverWithVehicle(t);
    return { token: d.token, body: { intvehicle_id: d.vehicleId } };
  },
  'GET /driver/trips/:id': async (t) => {
    const d = await driverOnTrip(t);
    return { token: d.token, params: { id: d.tripId } };
  },
  'POST /driver/trips/:id/problem': async (t) => {
    const d = await driverOnTrip(t);
    return { token: d.token, params: { id: d.tripId }, body: { vcnote: 'Ban bocor di Jl. Basuki Rahmat' } };
  },
  // Resumed from a problem reported first.
  'POST /driver/trips/:id/resume': async (t) => {
    const d = await driverOnTrip(t);
    const problem = await t.call('POST', `/api/v1/driver/trips/${d.tripId}/problem`, { token: d.token, body: { vcnote: 'Mogok sebentar' } });
    if (problem.statusCode !== 200) throw new Error(`problem: ${problem.statusCode} ${problem.body}`);
    return { token: d.token, params: { id: d.tripId } };
  },
  // Nobody aboard: stopped with no body (every field of it is optional).
  'POST /driver/trips/:id/stop': async (t) => {
    const d = await driverOnTrip(t);
    return { token: d.token, params: { id: d.tripId } };
  },
  // A card scanned on boarding. The document marks only `direction` required, yet a rule across
  // fields asks for exactly one of `vckode` (the card) and `intsiswa_id` (the student by name),
  // each documented optional: `{ direction }` alone is refused (400). `vckode` is sent as a rule
  // field, which the operation's description names.
  'POST /driver/trips/:id/scans': async (t) => {
    const d = await driverOnTrip(t);
    const student = await studentServedBy(t, d.vehicleId);
    return { token: d.token, params: { id: d.tripId }, body: { vckode: student.vckode as string, direction: 'in' }, ruleFields: ['vckode'] };
  },
  'GET /driver/trips/:id/students': async (t) => {
    const d = await driverOnTrip(t);
    return { token: d.token, params: { id: d.tripId } };
  },
};
