import type { Widen } from '../widen';
import type { schools as id } from '../schools';

/** The schools screen in English. */
export const schools: Widen<typeof id> = {
  title: 'Schools',
  entity: 'School',
  vehiclesHelp: 'Optional: the vehicles that take this school’s students to and from school.',
  positionHelp: "Optional: a child without a chosen stop gets the route's stop nearest to here.",
  noVehicles: 'No vehicles serve this school yet.',
};
