import { crudEndpoints } from '../../endpoint.js';
import { vehicleBody, vehicleWire } from '../../vehicles.js';

/** Data Kendaraan: the fleet, each vehicle on its route. */
export const VEHICLES_API = crudEndpoints({
  path: '/vehicles', tag: 'vehicle', access: ['master.vehicles'], record: vehicleWire, createBody: vehicleBody, reads: ['vehicles', 'routes'],
});
