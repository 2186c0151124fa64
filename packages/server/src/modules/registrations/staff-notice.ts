import type { FastifyInstance } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { DRIVER_ROLE, REGISTRATION_MSG, screenOf } from '@halte/contract';
import { menus, roleMenus, roles, users } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { afterCommit } from '../../lib/after-commit.js';

const SCREEN = 'operations.registrations';

/** The staff users whose role has the registrations screen. */
async function registrationStaff(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(roleMenus, eq(roleMenus.roleId, users.roleId))
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(eq(menus.screenKey, SCREEN), ne(roles.code, DRIVER_ROLE)));
  return rows.map((r) => r.id);
}

/** Tells that staff of a new registration, stored with it in `tx` and pushed once committed. */
export async function noticeRegistration(app: FastifyInstance, tx: Db, r: { vcnama: string; vcsekolah: string; vcmember: string }) {
  const stored = await app.ctx.notifier.store(tx, await registrationStaff(tx), {
    kind: 'registration',
    title: REGISTRATION_MSG.noticeTitle,
    body: `${r.vcnama} (${r.vcsekolah}) oleh ${r.vcmember}`,
    url: screenOf(SCREEN)?.path ?? '',
  });
  afterCommit(tx, (a) => a.ctx.notifier.push(stored));
}
