import { eq, sql } from 'drizzle-orm';
import { MSG, type Language, type ProfileBody, type UserCreateBody, type UserUpdateBody, type UserWire } from '@halte/contract';
import { roles, users } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { hashPassword } from '../../../auth/password.js';
import { listOf } from '../../../lib/data/list.js';
import { conflict, fieldError } from '../../../lib/http/http-error.js';
import { registerUnique } from '../../../lib/http/db-errors.js';
import type { CrudResource } from '../../../lib/data/crud.js';
import { toUserWire, type UserRecord } from './users.mapper.js';

registerUnique('users_username_key', 'vcusername', 'Username');

const columns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  phone: users.phone,
  roleId: users.roleId,
  roleName: roles.name,
};

const selectUsers = (db: Db) => db.select(columns).from(users).innerJoin(roles, eq(roles.id, users.roleId));

const usersList = listOf({
  table: users,
  id: users.id,
  columns,
  joins: [{ table: roles, on: eq(roles.id, users.roleId) }],
  search: [users.name, users.username],
  order: [users.name],
  kept: true,
  map: (row: UserRecord) => toUserWire(row),
});

export async function getUser(db: Db, id: number): Promise<UserWire | undefined> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  return row && toUserWire(row);
}

async function ensureRole(db: Db, roleId: number) {
  const [r] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!r) throw fieldError('role', 'Role / Hak Akses tidak ditemukan.');
}

export const usersResource: CrudResource<UserWire, UserCreateBody, UserUpdateBody> = {
  entity: 'user',
  list: usersList,
  get: getUser,
  async create(db, body, actor) {
    await ensureRole(db, body.role);
    const [row] = await db
      .insert(users)
      .values({
        name: body.vcname,
        username: body.vcusername,
        passwordHash: await hashPassword(body.vcpassword),
        email: body.vcemail ?? '',
        phone: body.vcphone ?? '',
        roleId: body.role,
        createdBy: actor.userId,
      })
      .returning({ id: users.id });
    return (await getUser(db, row.id))!;
  },
  async update(db, id, body, actor, before) {
    // An administrator demoting themselves would lose this very screen with no one to undo it.
    if (id === actor.userId && body.role !== before.role) throw conflict(MSG.ownRoleChange, { role: MSG.ownRoleChange });
    await ensureRole(db, body.role);
    await db
      .update(users)
      .set({
        name: body.vcname,
        username: body.vcusername,
        email: body.vcemail ?? '',
        phone: body.vcphone ?? '',
        roleId: body.role,
        updatedAt: sql`now()`,
        ...(body.vcpassword ? { passwordHash: await hashPassword(body.vcpassword) } : {}),
      })
      .where(eq(users.id, id));
    return (await getUser(db, id))!;
  },
  async remove(db, id, _before, actor) {
    if (id === actor.userId) throw conflict(MSG.ownAccountDelete);
    await db.delete(users).where(eq(users.id, id));
  },
  async afterChange({ sessions }, id, action) {
    // A new role or a deleted account takes effect on the next request, not after the cache ages
    // (the role sits in the cached session; what each role owns does not change here).
    sessions.forgetUser(id);
    // The sessions went with the row; this also closes the deleted user's live connections.
    if (action === 'delete') await sessions.revokeUser(id);
  },
};

/** A user's own language choice, for the interface and the server's texts to them. */
export async function saveUserLanguage(db: Db, userId: number, language: Language) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/** What a user changes on their own profile card: name, email and phone. */
export async function saveProfile(db: Db, id: number, profile: ProfileBody) {
  await db.update(users)
    .set({ name: profile.vcname, email: profile.email ?? '', phone: profile.phone ?? '', updatedAt: sql`now()` })
    .where(eq(users.id, id));
}
