import { crudEndpoints } from '../../endpoint.js';
import { parkingLocationBody, parkingLocationWire } from '../../parking-locations.js';

/** `/parking/location`: where attendants collect the fee. */
export const PARKING_LOCATIONS_API = crudEndpoints({
  path: '/parking/location', tag: 'parking_location', access: ['master.parking-locations'],
  record: parkingLocationWire, createBody: parkingLocationBody,
  reads: ['parking_locations'],
});
