import { asc, eq, sql } from 'drizzle-orm';
import { userCreateBody, userUpdateBody, type ListQuery, type UserCreateBody, type UserUpdateBody, type UserWire } from '@halte/contract';
import { roles, users } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { hashPassword } from '../../auth/password.js';
import { countOf, pageOf, pageWithCount, searchAny, totalOver } from '../../lib/paging.js';
import { conflict, fieldError } from '../../lib/http-error.js';
import { registerUnique } from '../../lib/db-errors.js';
import type { CrudResource } from '../../lib/crud.js';
import { toUserWire } from './users.mapper.js';

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
  path: '/users',
  access: ['/application/users'],
  createBody: userCreateBody,
  updateBody: userUpdateBody,
  only: ['list', 'create', 'delete'],
  list: (db, q: ListQuery) => {
    const where = searchAny(q.q, [users.name, users.username]);
    const count = () => countOf(db, users, where);
    // The screen as it opens has no search: see pageWithCount (bench/README.md has the numbers).
    if (!where) {
      return pageWithCount(q, async (limit: number, offset: number) => selectUsers(db).orderBy(asc(users.name), asc(users.id)).limit(limit).offset(offset), count, toUserWire);
    }
    return pageOf(
      q,
      async (limit: number, offset: number) =>
        db.select({ ...columns, total: totalOver }).from(users).innerJoin(roles, eq(roles.id, users.roleId))
          .where(where).orderBy(asc(users.name), asc(users.id)).limit(limit).offset(offset),
      count,
      toUserWire,
    );
  },
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
  async update(db, id, body) {
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
    if (id === actor.userId) throw conflict('Tidak dapat menghapus akun yang sedang dipakai.');
    await db.delete(users).where(eq(users.id, id));
  },
  async afterChange(app, id, action, before) {
    // A new role or a deleted account takes effect on the next request, not after the cache ages.
    app.ctx.sessions.forgetUser(id);
    if (action === 'update' && before) app.ctx.roleMenus.clear();
    // The sessions went with the row; this also closes the deleted user's live connections.
    if (action === 'delete') await app.ctx.sessions.revokeUser(id);
  },
};
