import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { DRIVER_ROLE, TRIP_MSG, type ScreenKey, type TripWire } from '@halte/contract';
import { menus, roleMenus, roles, users } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { afterCommit } from '../../lib/after-commit.js';

/** The screens that watch trips: a user whose role has one of them is told of a trip's problem. */
export const TRIP_WATCH_SCREENS: readonly ScreenKey[] = ['dashboard.school', 'tracking.live', 'reports.bus'];

/** The staff users who watch trips (never a driver's account). */
async function tripWatchers(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(roleMenus, eq(roleMenus.roleId, users.roleId))
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(inArray(menus.screenKey, [...TRIP_WATCH_SCREENS]), ne(roles.code, DRIVER_ROLE)));
  return rows.map((r) => r.id);
}

/**
 * Stores a notification of the driver's reported problem for every trip watcher in the
 * transaction `tx` that records the problem (both or neither), and pushes it once committed.
 */
export async function noticeProblem(app: FastifyInstance, tx: Db, trip: TripWire) {
  const stored = await app.ctx.notifier.store(tx, await tripWatchers(tx), {
    kind: 'trip-problem',
    title: `${TRIP_MSG.problemTitle}: ${trip.vcnopol}`,
    body: `${trip.vcdriver} (${trip.vcrute}): ${trip.vcnote}`,
    url: '/',
  });
  afterCommit(tx, (a) => a.ctx.notifier.push(stored));
}
