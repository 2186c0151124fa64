import { TRIP_MSG, type ScreenKey, type TripWire } from '@halte/contract';
import type { Db } from '../../../db/client.js';
import { noticeStaff } from '../../../lib/data/staff-notice.js';

/** What the staff notice is sent through: whatever `noticeStaff` takes (the app, for now). */
export type NoticeHost = Parameters<typeof noticeStaff>[0];

/** The screens that watch trips: a user whose role has one of them is told of a trip's problem. */
export const TRIP_WATCH_SCREENS: readonly ScreenKey[] = ['dashboard.school', 'tracking.live', 'reports.bus'];

/**
 * Stores a notification of the driver's reported problem for every trip watcher in the
 * transaction `tx` that records the problem (both or neither), and pushes it once committed.
 */
export function noticeProblem(host: NoticeHost, tx: Db, trip: TripWire) {
  return noticeStaff(host, tx, TRIP_WATCH_SCREENS, {
    kind: 'trip-problem',
    title: `${TRIP_MSG.problemTitle}: ${trip.vcnopol}`,
    body: `${trip.vcdriver} (${trip.vcrute}): ${trip.vcnote}`,
    url: '/',
  });
}
