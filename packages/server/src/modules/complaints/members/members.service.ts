import { eq, sql } from 'drizzle-orm';
import {
  MEMBER_ACTIVE,
  MEMBER_STATUS,
  type MemberCreateBody,
  type MemberStatus,
  type MemberUpdateBody,
  type MemberWire,
} from '@halte/contract';
import { members, students } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { hashPassword } from '../../../auth/password.js';
import { countOf } from '../../../lib/data/paging.js';
import { listOf } from '../../../lib/data/list.js';
import { phoneSearch } from '../../../lib/data/phone-search.js';
import { conflict } from '../../../lib/http/http-error.js';
import { registerUnique } from '../../../lib/http/db-errors.js';
import type { CrudResource } from '../../../lib/data/crud.js';
import { afterCommit } from '../../../lib/data/after-commit.js';

registerUnique('members_email_key', 'vcemail', 'Email');

// Qualified by hand: inside the subquery Drizzle would print the bare "id" of the students table.
const studentCount = sql<number>`(select count(*) from "students" s where s."member_id" = "members"."id")`.mapWith(Number);

const columns = {
  id: members.id,
  name: members.name,
  email: members.email,
  phone: members.phone,
  status: members.status,
  students: studentCount,
};

type MemberRecord = { id: number; name: string; email: string; phone: string; status: number; students: number };

const toWire = (m: MemberRecord): MemberWire => {
  const status = (m.status in MEMBER_STATUS ? m.status : 0) as MemberStatus;
  return {
    intid: m.id,
    vcname: m.name,
    vcemail: m.email,
    vcphone: m.phone,
    intactive: status,
    vcstatus: MEMBER_STATUS[status].label,
    vcstatus_color: MEMBER_STATUS[status].color,
    intjml_siswa: m.students,
  };
};

/**
 * A switched-off account, a password set by staff or a removed account ends the member's
 * sessions once the change commits, their open live connections included: the change bites
 * at once, not at the next sign-in.
 */
function endMemberSessions(db: Db, memberId: number) {
  afterCommit(db, (app) => app.memberSessions.revokeMember(memberId));
}

export async function getMember(db: Db, id: number): Promise<MemberWire | undefined> {
  const [row] = await db.select(columns).from(members).where(eq(members.id, id));
  return row && toWire(row);
}

const membersList = listOf({
  table: members,
  id: members.id,
  columns,
  search: [members.name, members.email, phoneSearch(members.phone)],
  order: [members.name],
  map: (row: MemberRecord) => toWire(row),
});

/**
 * App accounts of parents. The screen only reads (`/master/akun`); creating, changing and
 * deleting them is for administrators, i.e. roles that manage user accounts.
 */
export const membersResource: CrudResource<MemberWire, MemberCreateBody, MemberUpdateBody> = {
  entity: 'member',
  list: membersList,
  get: getMember,
  async create(db, body) {
    const [row] = await db
      .insert(members)
      .values({ name: body.vcname, email: body.vcemail, phone: body.vcphone, status: body.intactive, passwordHash: await hashPassword(body.vcpassword) })
      .returning({ id: members.id });
    return (await getMember(db, row.id))!;
  },
  async update(db, id, body) {
    await db
      .update(members)
      .set({
        name: body.vcname,
        email: body.vcemail,
        phone: body.vcphone,
        status: body.intactive,
        updatedAt: sql`now()`,
        ...(body.vcpassword ? { passwordHash: await hashPassword(body.vcpassword) } : {}),
      })
      .where(eq(members.id, id));
    if (body.vcpassword || body.intactive !== MEMBER_ACTIVE) endMemberSessions(db, id);
    return (await getMember(db, id))!;
  },
  async remove(db, id, before) {
    // The link would otherwise be silently cleared (on delete set null); a parent's children keep their account.
    const n = await countOf(db, students, eq(students.memberId, id));
    if (n > 0) throw conflict(`Akun ${before.vcname} masih terhubung dengan ${n} siswa.`);
    await db.delete(members).where(eq(members.id, id));
    endMemberSessions(db, id);
  },
};
