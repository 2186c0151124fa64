import { boolean, date, doublePrecision, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stamps } from './columns.js';
import { drivers, routes, students, vehicles } from './transport.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A run of one vehicle with one driver; the route is copied from the vehicle at start. */
export const trips = pgTable('trips', {
  id: serial('id').primaryKey(),
  vehicleId: integer('vehicle_id').notNull().references(() => vehicles.id, { onDelete: 'restrict' }),
  driverId: integer('driver_id').notNull().references(() => drivers.id, { onDelete: 'restrict' }),
  routeId: integer('route_id').notNull().references(() => routes.id, { onDelete: 'restrict' }),
  /** The day of the server's TZ the trip started on: what the reports group by. */
  serviceDate: date('service_date', { mode: 'string' }).notNull(),
  /** 0 Belum berangkat, 1 Beroperasi, 99 Kendala, 9 Selesai (TRIP_STATUS). */
  status: smallint('status').notNull(),
  /** The driver's note of the last problem reported. */
  note: text('note').notNull().default(''),
  startedAt: at('started_at'),
  startLatitude: doublePrecision('start_latitude'),
  startLongitude: doublePrecision('start_longitude'),
  stoppedAt: at('stopped_at'),
  stopLatitude: doublePrecision('stop_latitude'),
  stopLongitude: doublePrecision('stop_longitude'),
  ...stamps,
}, (t) => [
  index('trips_date_vehicle_idx').on(t.serviceDate, t.vehicleId),
  index('trips_driver_date_idx').on(t.driverId, t.serviceDate),
  // At most one trip on the road per vehicle and per driver, whatever requests race.
  uniqueIndex('trips_running_vehicle_key').on(t.vehicleId).where(sql`status in (1, 99)`),
  uniqueIndex('trips_running_driver_key').on(t.driverId).where(sql`status in (1, 99)`),
]);

/**
 * One ride of a student on a trip: boarding (`in`) and alighting (`out`), each with its time,
 * position and the phone's id of the scan that made it. An alighting without a boarding keeps
 * only the `out` side.
 */
export const boardings = pgTable('boardings', {
  id: serial('id').primaryKey(),
  tripId: integer('trip_id').notNull().references(() => trips.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => students.id, { onDelete: 'restrict' }),
  inAt: at('in_at'),
  inLatitude: doublePrecision('in_latitude'),
  inLongitude: doublePrecision('in_longitude'),
  inClientId: text('in_client_id'),
  outAt: at('out_at'),
  outLatitude: doublePrecision('out_latitude'),
  outLongitude: doublePrecision('out_longitude'),
  outClientId: text('out_client_id'),
  /** Alighted with everyone still aboard when the driver ended the trip, not by a scan of their own. */
  bulkAlighted: boolean('bulk_alighted').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('boardings_trip_student_idx').on(t.tripId, t.studentId),
  // The trip last: a student's rides in a period are counted from the index alone.
  index('boardings_student_idx').on(t.studentId, t.inAt, t.tripId),
]);
