import { index, integer, pgTable, real } from 'drizzle-orm/pg-core';
import { routePoints, routes } from './transport.js';

/**
 * What earlier trips made of each stretch of a route, the stretch named by the stop it ends at
 * (from the previous stop, or the line's start): one row per stop, updated once per finished
 * trip, read whole per route. Rewriting a route's stops drops it with them: the stretches changed.
 */
export const routeSegmentSpeeds = pgTable('route_segment_speeds', {
  pointId: integer('point_id').primaryKey().references(() => routePoints.id, { onDelete: 'cascade' }),
  routeId: integer('route_id').notNull().references(() => routes.id, { onDelete: 'cascade' }),
  /** Trips whose speed over the stretch is in the mean. */
  samples: integer('samples').notNull().default(0),
  /** km/h, a running mean over the last trips (stops at the stretch's end included); null before the first. */
  meanKmh: real('mean_kmh'),
  /** Seconds from a trip's start to its arrival at the stop, the latest trips' last. */
  arrivalSeconds: integer('arrival_seconds').array().notNull().default([]),
}, (t) => [index('route_segment_speeds_route_idx').on(t.routeId)]);
