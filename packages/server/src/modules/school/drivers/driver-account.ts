import { and, eq, isNull, sql } from 'drizzle-orm';
import { DRIVER_ROLE, MSG, requiredOf, type DriverBody } from '@halte/contract';
import { drivers, roles, sessions, users } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { hashPassword } from '../../../auth/password.js';
import { conflict, fieldError, HttpError } from '../../../lib/http/http-error.js';
import { afterCommit } from '../../../lib/data/after-commit.js';

async function driverRoleId(db: Db): Promise<number> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, DRIVER_ROLE));
  if (!role) throw new HttpError(409, 'Role DRIVER belum tersedia. Hubungi administrator.');
  return role.id;
}

/** Whether the linked account still has the DRIVER role (the users screen may have given it another). */
async function isDriverAccount(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ code: roles.code }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(users.id, userId));
  return row?.code === DRIVER_ROLE;
}

/**
 * Ends the account's sessions in this transaction, and once it commits drops them from every
 * cache and closes their live connections, so the change bites on the next request.
 */
function endSessions(db: Db, userId: number, stillExists: boolean) {
  afterCommit(db, (app) => app.sessions.revokeUser(userId));
  if (!stillExists) return;
  return db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * Makes the driver's sign-in account follow 'Menggunakan Akun?': created (role DRIVER) when
 * switched on, kept in step with name, username and password while on, removed when switched off.
 * Only an account with the DRIVER role is ever changed here: one the users screen has since given
 * another role is refused (409) rather than re-passworded, and is only unlinked, never deleted.
 */
export async function syncDriverAccount(db: Db, driverId: number, currentUserId: number | null, body: DriverBody, actorId: number) {
  if (body.intfungsional !== 1) {
    if (currentUserId) await removeDriverAccount(db, driverId, currentUserId);
    return;
  }
  if (currentUserId) {
    if (!(await isDriverAccount(db, currentUserId))) throw conflict(MSG.driverAccountNotDriver, { vcusername: MSG.driverAccountNotDriver });
    await db
      .update(users)
      .set({
        name: body.vcname,
        username: body.vcusername,
        updatedAt: sql`now()`,
        ...(body.vcpassword ? { passwordHash: await hashPassword(body.vcpassword) } : {}),
      })
      .where(eq(users.id, currentUserId));
    if (body.vcpassword) await endSessions(db, currentUserId, true);
    return;
  }
  if (!body.vcpassword) throw fieldError('vcpassword', requiredOf('Password'));
  const [user] = await db
    .insert(users)
    .values({
      name: body.vcname,
      username: body.vcusername,
      passwordHash: await hashPassword(body.vcpassword),
      roleId: await driverRoleId(db),
      createdBy: actorId,
    })
    .returning({ id: users.id });
  await db.update(drivers).set({ userId: user.id }).where(eq(drivers.id, driverId));
}

/** Deletes the driver's account (its sessions go with it); an account that is no longer a driver's is only unlinked. */
export async function removeDriverAccount(db: Db, driverId: number, userId: number) {
  await db.update(drivers).set({ userId: null }).where(eq(drivers.id, driverId));
  if (!(await isDriverAccount(db, userId))) return;
  await db.delete(users).where(eq(users.id, userId));
  await endSessions(db, userId, false);
}
