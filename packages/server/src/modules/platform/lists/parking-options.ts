import { sql } from 'drizzle-orm';
import { parkingLocations, parkingVehicleTypes } from '../../../db/schema/index.js';
import { optionsOf } from '../../../lib/data/options.js';

/** Every location, inactive ones too: their stays are still filtered and reported. */
export const parkingLocationOptions = optionsOf({
  table: parkingLocations,
  value: parkingLocations.id,
  label: parkingLocations.name,
  fields: { intactive: sql<number>`${parkingLocations.active}::int` },
  search: [parkingLocations.name, parkingLocations.address],
  order: [parkingLocations.name],
});

export const parkingVehicleTypeOptions = optionsOf({
  table: parkingVehicleTypes,
  value: parkingVehicleTypes.id,
  label: parkingVehicleTypes.name,
  fields: { vccode: parkingVehicleTypes.code },
  search: [parkingVehicleTypes.name, parkingVehicleTypes.code],
  order: [parkingVehicleTypes.code],
});
