import type { Widen } from '../widen';
import type { vehicles as id } from '../vehicles';

/** The vehicles screen in English. */
export const vehicles: Widen<typeof id> = {
  title: 'Vehicles',
  entity: 'Vehicle',
  deviceHelp: 'Optional: the ID of the GPS tracker that sends this vehicle’s position.',
};
