import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { inArray } from 'drizzle-orm';
import type { ScreenKey } from '@halte/contract';
import type { ScreenAccess } from '../auth/access.js';
import type { SessionUser } from '../auth/sessions.js';
import { users } from '../db/schema/index.js';

export type ScreenAccessDeps = Pick<FastifyInstance, 'db' | 'roleScreens'>;

/**
 * The screens each staff connection's user may use now: the role is read from the users table,
 * not from the handshake, since an administrator may have given the user another role, or the
 * role other menus, since. A user gone since owns none.
 */
export async function socketsScreens({ db, roleScreens }: ScreenAccessDeps, sockets: Socket[]): Promise<Map<Socket, ReadonlySet<ScreenKey>>> {
  const ids = [...new Set(sockets.map((s) => (s.data.user as SessionUser).userId))];
  const rows = ids.length ? await db.select({ id: users.id, roleId: users.roleId }).from(users).where(inArray(users.id, ids)) : [];
  const roleOf = new Map(rows.map((r) => [r.id, r.roleId]));
  const answers = new Map<Socket, ReadonlySet<ScreenKey>>();
  for (const socket of sockets) {
    const roleId = roleOf.get((socket.data.user as SessionUser).userId);
    answers.set(socket, roleId === undefined ? new Set() : await roleScreens.of(roleId));
  }
  return answers;
}

/** Whether each staff connection's user may use one of `screens` now (see socketsScreens). */
export async function socketsAllowed(deps: ScreenAccessDeps, sockets: Socket[], screens: ScreenAccess): Promise<Map<Socket, boolean>> {
  const owned = await socketsScreens(deps, sockets);
  return new Map([...owned].map(([socket, keys]) => [socket, screens.some((k) => keys.has(k))]));
}

/** Whether a write to these tables may have changed what some role's users may use. */
export const accessMayHaveChanged = (tables: readonly string[]) => ['roles', 'menus', 'role_menus', 'users'].some((t) => tables.includes(t));
