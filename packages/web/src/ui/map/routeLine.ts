import type { LatLngTuple } from 'leaflet';
import type { RouteMapPointWire, RoutePointWire } from '@halte/contract';
import type { MapPoint } from './MapView';

/** A route's stops that have coordinates, each numbered by its place among all the stops. */
export const locatedPoints = (points: readonly RoutePointWire[]): (MapPoint & { index: number })[] =>
  points.flatMap((p, index) =>
    p.declattitude === null || p.declongitude === null ? [] : [{ lat: p.declattitude, lng: p.declongitude, label: p.vcnama, n: index + 1, index }],
  );

/** A saved road path as Leaflet draws it ([lat, lng]). */
export const roadLine = (path: readonly RouteMapPointWire[]): LatLngTuple[] => path.map((p) => [p.declattitude, p.declongitude]);
