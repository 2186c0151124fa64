import type { Widen } from '../widen';
import type { schools as id } from '../schools';

/** The schools screen in English. */
export const schools: Widen<typeof id> = {
  title: 'Schools',
  entity: 'School',
  vehiclesHelp: 'Optional: the vehicles that take this school’s students to and from school.',
  noVehicles: 'No vehicles serve this school yet.',
};
