import { minimalRequestsOf, type MinimalRequests } from './harness.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { parkingWorld } from '../../helpers/attendant-fixtures.js';
import { parkingPlace, locationBody, vehicleTypeBody } from '../../helpers/parking-fixtures.js';
import { created } from '../../helpers/transport-fixtures.js';

let counter = 0;
/** A number no other request of this file has used: unique names, codes and plates. */
const next = () => (counter += 1) + 500;

const admin = (t: TestApp) => t.adminToken;

/** The documented required fields of a location. */
const minimalLocation = (n: number) => {
  const { vcname, vcaddress } = locationBody(n);
  return { vcname, vcaddress };
};

/** A location made through the API, to be read, changed or deleted. */
const newLocation = async (t: TestApp) => (await created(t, '/api/v1/parking/location', locationBody(next()))).intid as number;

/** A vehicle type (with its tariff) made through the API, to be read, changed or deleted. */
const newVehicleType = async (t: TestApp) => (await created(t, '/api/v1/parking/vehicle-type', vehicleTypeBody(`M${next()}`))).intid as number;

/** A stay's documented required fields, at a fresh location with a fresh type, checked in an hour ago. */
async function minimalStay(t: TestApp) {
  const n = next();
  const { locationId, typeId } = await parkingPlace(t, n);
  return {
    vclicense_number: `L${n}MR`,
    intvehicle_type_id: typeId,
    intparking_location_id: locationId,
    dtcheck_in: new Date(Date.now() - 3_600_000).toISOString(),
  };
}

/** A stay entered by staff, to be read, corrected or deleted. */
const newStay = async (t: TestApp) => (await created(t, '/api/v1/parking', await minimalStay(t))).intid as number;

// Each parking operation's minimal request, with what it needs created first.
const requests: MinimalRequests = {
  // Rekap Data Parkir's stays.
  'GET /parking': async (t) => ({ token: admin(t) }),
  'GET /parking/:id': async (t) => ({ token: admin(t), params: { id: await newStay(t) } }),
  'POST /parking': async (t) => ({ token: admin(t), body: await minimalStay(t) }),
  'PUT /parking/:id': async (t) => ({ token: admin(t), params: { id: await newStay(t) }, body: await minimalStay(t) }),
  'DELETE /parking/:id': async (t) => ({ token: admin(t), params: { id: await newStay(t) } }),
  'GET /report/parking/export/:parking_location/:vehicle_type/:fromDate/:toDate': async (t) => ({
    token: admin(t), params: { parking_location: 0, vehicle_type: 0, fromDate: '2026-01-01', toDate: '2026-01-31' },
  }),

  // The attendant console (a JUKIR account).
  'GET /parking/attendant/me': async (t) => ({ token: (await parkingWorld(t)).jukir.token }),
  'POST /parking/attendant/check-in': async (t) => {
    const w = await parkingWorld(t);
    return { token: w.jukir.token, body: { vclicense_number: `L${next()}IN`, intvehicle_type_id: w.car.id, intparking_location_id: w.pasar.id } };
  },
  'POST /parking/attendant/check-out': async (t) => {
    // A parked stay to check out, named by its ticket: each of `intid` and `vclicense_number` is
    // optional, and the operation's description says exactly one of them is sent.
    const w = await parkingWorld(t);
    const stay = await t.call('POST', '/api/v1/parking/attendant/check-in', {
      token: w.jukir.token,
      body: { vclicense_number: `L${next()}OUT`, intvehicle_type_id: w.motor.id, intparking_location_id: w.pasar.id },
    });
    if (stay.statusCode !== 201) throw new Error(`check-in: ${stay.body}`);
    return { token: w.jukir.token, body: { intid: stay.json().data.intid }, ruleFields: ['intid'] };
  },

  // Master Lokasi Parkir.
  'GET /parking/location': async (t) => ({ token: admin(t) }),
  'GET /parking/location/:id': async (t) => ({ token: admin(t), params: { id: await newLocation(t) } }),
  'POST /parking/location': async (t) => ({ token: admin(t), body: minimalLocation(next()) }),
  'PUT /parking/location/:id': async (t) => ({ token: admin(t), params: { id: await newLocation(t) }, body: minimalLocation(next()) }),
  'DELETE /parking/location/:id': async (t) => ({ token: admin(t), params: { id: await newLocation(t) } }),

  // Master Tipe Kendaraan (every field of its body is required).
  'GET /parking/vehicle-type': async (t) => ({ token: admin(t) }),
  'GET /parking/vehicle-type/:id': async (t) => ({ token: admin(t), params: { id: await newVehicleType(t) } }),
  'POST /parking/vehicle-type': async (t) => ({ token: admin(t), body: vehicleTypeBody(`M${next()}`) }),
  'PUT /parking/vehicle-type/:id': async (t) => ({ token: admin(t), params: { id: await newVehicleType(t) }, body: vehicleTypeBody(`M${next()}`) }),
  'DELETE /parking/vehicle-type/:id': async (t) => ({ token: admin(t), params: { id: await newVehicleType(t) } }),

  // Target Pendapatan.
  'GET /parking/targets/:year': async (t) => ({ token: admin(t), params: { year: 2026 } }),
  'PUT /parking/targets/:year': async (t) => ({ token: admin(t), params: { year: 2020 + (next() % 10) }, body: { dectarget: 150_000_000 } }),

  // DASHBOARD PARKIR.
  'GET /dashboard/parking/target': async (t) => ({ token: admin(t) }),
  'GET /dashboard/parking/location': async (t) => ({ token: admin(t) }),
};

minimalRequestsOf('parking', { parking: () => startTestApp({ APP_TYPE: 'parking' }) }, requests);
