import { sql } from 'drizzle-orm';
import type { SchoolOption } from '@halte/contract';
import { routePoints, routes, schools, vehicles } from '../../../db/schema/index.js';
import { optionsOf } from '../../../lib/data/options.js';

/** The transport forms' option lists, read by staff (`/lists/*`) and by members (`/member/lists/*`). */
export const vehicleOptions = optionsOf({
  table: vehicles,
  value: vehicles.id,
  label: sql<string>`${vehicles.plate} || ' - ' || ${vehicles.name}`,
  fields: { vcnopol: vehicles.plate, vcnama: vehicles.name },
  search: [vehicles.plate, vehicles.name, vehicles.code],
  order: [vehicles.plate],
});

export const routeOptions = optionsOf({
  table: routes,
  value: routes.id,
  label: routes.name,
  fields: { vckode: routes.code },
  search: [routes.name, routes.code],
  order: [routes.name],
});

export const schoolOptions = optionsOf<SchoolOption>({
  table: schools,
  value: schools.id,
  label: schools.name,
  fields: { intid: schools.id, intjenjangsekolah: schools.level },
  search: [schools.name, schools.code],
  order: [schools.name],
});

/** A route's stops in their order, the route given as the list's scope. */
export const routePointOptions = optionsOf({
  table: routePoints,
  value: routePoints.id,
  label: routePoints.name,
  order: [routePoints.seq],
});
