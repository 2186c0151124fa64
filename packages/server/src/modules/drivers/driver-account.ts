import { and, eq, isNull, sql } from 'drizzle-orm';
import { requiredOf, type DriverBody } from '@halte/contract';
import { drivers, roles, sessions, users } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { hashPassword } from '../../auth/password.js';
import { fieldError, HttpError } from '../../lib/http-error.js';

const DRIVER_ROLE = 'DRIVER';

async function driverRoleId(db: Db): Promise<number> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, DRIVER_ROLE));
  if (!role) throw new HttpError(409, 'Role DRIVER belum tersedia. Hubungi administrator.');
  return role.id;
}

const revokeSessions = (db: Db, userId: number) =>
  db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

/**
 * Makes the driver's sign-in account follow 'Menggunakan Akun?': created (role DRIVER) when
 * switched on, kept in step with name, username and password while on, removed when switched off.
 */
export async function syncDriverAccount(db: Db, driverId: number, currentUserId: number | null, body: DriverBody, actorId: number) {
  if (body.intfungsional !== 1) {
    if (currentUserId) await removeDriverAccount(db, driverId, currentUserId);
    return;
  }
  if (currentUserId) {
    await db
      .update(users)
      .set({
        name: body.vcname,
        username: body.vcusername,
        updatedAt: sql`now()`,
        ...(body.vcpassword ? { passwordHash: await hashPassword(body.vcpassword) } : {}),
      })
      .where(eq(users.id, currentUserId));
    if (body.vcpassword) await revokeSessions(db, currentUserId);
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

/** Deletes the account; its sessions go with it. */
export async function removeDriverAccount(db: Db, driverId: number, userId: number) {
  await db.update(drivers).set({ userId: null }).where(eq(drivers.id, driverId));
  await db.delete(users).where(eq(users.id, userId));
}
