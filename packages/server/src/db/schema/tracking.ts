import { doublePrecision, integer, pgTable, primaryKey, real, timestamp } from 'drizzle-orm/pg-core';
import { vehicles } from './transport.js';

/** The columns of one position, as history and latest position both hold them. */
const positionColumns = {
  time: timestamp('time', { withTimezone: true }).notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  speedKmh: real('speed_kmh'),
  heading: real('heading'),
  altitude: real('altitude'),
  accuracy: real('accuracy'),
  /** Battery level, 0–100 %. */
  battery: real('battery'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Every position received, range-partitioned by month on `time` (migration 0006; the monthly
 * partitions are created ahead and dropped after POSITION_RETENTION_DAYS by the tracking module).
 * The primary key is the index of a vehicle's day and the duplicate rule at once: one position per
 * vehicle and instant. No foreign key: history outlives nothing it needs from the vehicle row.
 */
export const positions = pgTable('positions', {
  vehicleId: integer('vehicle_id').notNull(),
  ...positionColumns,
}, (t) => [primaryKey({ columns: [t.vehicleId, t.time] })]);

/** The latest position of each vehicle; only ever moved forward in time. */
export const vehiclePositions = pgTable('vehicle_positions', {
  vehicleId: integer('vehicle_id').primaryKey().references(() => vehicles.id, { onDelete: 'cascade' }),
  ...positionColumns,
});
