import { and, eq, inArray, ne } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { DRIVER_ROLE, type NotificationWire, type ScreenKey } from '@halte/contract';
import { menus, roleMenus, roles, users } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import type { NewNotification, NotificationStore } from './notification-store.js';
import type { NotificationPusher } from '../../realtime/notification-pusher.js';
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

/** The two parts of telling staff: storing a notice, then pushing it. */
export interface NoticeDeps {
  notificationStore: NotificationStore;
  notificationPusher: NotificationPusher;
}

/**
 * Tells the staff of `screens` of a change: the notice is stored in `tx`, the transaction of
 * the change itself (both or neither), and pushed once it commits.
 */
export async function noticeStaff(deps: NoticeDeps, tx: Db, screens: readonly ScreenKey[], notice: NewNotification) {
  await noticeUsers(deps, tx, await staffWithScreens(tx, screens), notice);
}

/** Tells these staff users of a change: stored in `tx`, pushed once it commits. */
export async function noticeUsers({ notificationStore, notificationPusher }: NoticeDeps, tx: Db, userIds: number[], notice: NewNotification) {
  const stored = await notificationStore.store(tx, userIds, notice);
  afterCommit(tx, () => notificationPusher.push(stored));
}

/** Tells these staff users of something outside any change: stored, then pushed at once. */
export async function notifyUsers(
  { db, notificationStore, notificationPusher }: NoticeDeps & { db: Db },
  userIds: number[],
  notice: NewNotification,
): Promise<NotificationWire[]> {
  const stored = await notificationStore.store(db, userIds, notice);
  notificationPusher.push(stored);
  return stored.map((s) => s.wire);
}
