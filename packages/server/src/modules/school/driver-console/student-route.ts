import { eq, sql } from 'drizzle-orm';
import { schoolVehicles, students, vehicles } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';

/**
 * The schools a route serves: those linked (school_vehicles) to any vehicle on the route. A
 * student "of the route" attends one of them; so a spare bus on the same route finds the same
 * students as the bus it replaces.
 */
export const schoolsOfRoute = (db: Db, routeId: number) =>
  db.select({ id: schoolVehicles.schoolId }).from(schoolVehicles).innerJoin(vehicles, eq(vehicles.id, schoolVehicles.vehicleId)).where(eq(vehicles.routeId, routeId));

/** Whether the student of the row attends a school the route serves, as a column of a students query. */
export const onRouteColumn = (db: Db, routeId: number) =>
  sql<boolean>`${students.schoolId} in (${schoolsOfRoute(db, routeId)})`.mapWith((v) => v === true || v === 't');
