import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { DRIVER_ROLE, type ScreenKey } from '@halte/contract';
import { menus, roleMenus, roles, users } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import type { NewNotification } from '../../realtime/notifier.js';
import { afterCommit } from './after-commit.js';
import { rowsOf } from './sql-rows.js';

/** The ids (`id`) of the staff users whose role has one of `screens` (never a driver's account), as a query other statements can hold. */
export const staffWithScreensQuery = (screens: readonly ScreenKey[]) =>
  new QueryBuilder()
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(roleMenus, eq(roleMenus.roleId, users.roleId))
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(inArray(menus.screenKey, [...screens]), ne(roles.code, DRIVER_ROLE)));

async function staffWithScreens(db: Db, screens: readonly ScreenKey[]): Promise<number[]> {
  return rowsOf<{ id: number }>(await db.execute(staffWithScreensQuery(screens))).map((r) => Number(r.id));
}

/**
 * Tells the staff of `screens` of a change: the notice is stored in `tx`, the transaction of
 * the change itself (both or neither), and pushed once it commits.
 */
export async function noticeStaff(app: FastifyInstance, tx: Db, screens: readonly ScreenKey[], notice: NewNotification) {
  await noticeUsers(app, tx, await staffWithScreens(tx, screens), notice);
}

/** Tells these staff users of a change: stored in `tx`, pushed once it commits. */
export async function noticeUsers(app: FastifyInstance, tx: Db, userIds: number[], notice: NewNotification) {
  const stored = await app.notifier.store(tx, userIds, notice);
  afterCommit(tx, (a) => a.notifier.push(stored));
}
