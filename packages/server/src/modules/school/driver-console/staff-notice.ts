import type { FastifyInstance } from 'fastify';
import { TRIP_MSG, type ScreenKey, type TripWire } from '@halte/contract';
import type { Db } from '../../../db/client.js';
import { noticeStaff } from '../../../lib/data/staff-notice.js';

/** The screens that watch trips: a user whose role has one of them is told of a trip's problem. */
export const TRIP_WATCH_SCREENS: readonly ScreenKey[] = ['dashboard.school', 'tracking.live', 'reports.bus'];

/**
 * Stores a notification of the driver's reported problem for every trip watcher in the
 * transaction `tx` that records the problem (both or neither), and pushes it once committed.
 */
export function noticeProblem(app: FastifyInstance, tx: Db, trip: TripWire) {
  return noticeStaff(app, tx, TRIP_WATCH_SCREENS, {
    kind: 'trip-problem',
    title: `${TRIP_MSG.problemTitle}: ${trip.vcnopol}`,
    body: `${trip.vcdriver} (${trip.vcrute}): ${trip.vcnote}`,
    url: '/',
  });
}
