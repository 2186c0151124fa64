import type { Widen } from '../widen';
import type { routes as id } from '../routes';

/** The routes screen in English. */
export const routes: Widen<typeof id> = {
  title: 'Routes',
  entity: 'Route',
  pointCount: (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`,
  addPoint: 'Add Point',
  removePoint: (n: number) => `Remove point ${n}`,
  noPoints: 'No route points yet.',
  pointsHelp: 'The order of the points is the order of the journey. Coordinates may be left blank.',
  map: 'Route Map',
  noCoordinates: 'There are no points with coordinates to show on the map yet.',
};
