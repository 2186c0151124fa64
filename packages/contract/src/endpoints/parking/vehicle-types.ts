import { crudEndpoints } from '../../endpoint.js';
import { parkingVehicleTypeBody, parkingVehicleTypeDetailWire, parkingVehicleTypeWire } from '../../parking-vehicle-types.js';

/** `/parking/vehicle-type`: vehicle types (a list row with today's tariff, the record with every version) and their tariff versions. */
export const PARKING_VEHICLE_TYPES_API = crudEndpoints({
  path: '/parking/vehicle-type', tag: 'parking_vehicle_type', access: ['master.parking-vehicle-types'],
  record: parkingVehicleTypeDetailWire, row: parkingVehicleTypeWire, createBody: parkingVehicleTypeBody,
  reads: ['parking_vehicle_types', 'parking_tariffs'],
});
