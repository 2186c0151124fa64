import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  REGISTRATION_STATUS,
  type ListQuery,
  type MemberRegistrationWire,
  type RegistrationBody,
  type RegistrationListQuery,
  type RegistrationStatus,
  type RegistrationWire,
} from '@halte/contract';
import { classes, members, registrations, routePoints, routes, schools, users } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { listOf, type ListJoin } from '../../../lib/data/list.js';
import { checkPlacement } from '../../school/students/students.service.js';
import { pupilColumns, pupilWire } from '../../school/students/students.mapper.js';
import { routeAndStop, type RouteStopBefore } from '../../school/students/route-stop.js';

const decider = alias(users, 'decider');

const columns = {
  id: registrations.id,
  createdAt: registrations.createdAt,
  nisn: registrations.nisn,
  fullName: registrations.fullName,
  address: registrations.address,
  sex: registrations.sex,
  schoolId: registrations.schoolId,
  schoolName: schools.name,
  schoolLevel: schools.level,
  classId: registrations.classId,
  className: classes.name,
  parentName: registrations.parentName,
  parentPhone: registrations.parentPhone,
  parentNik: registrations.parentNik,
  routeId: registrations.routeId,
  routeName: routes.name,
  routePointId: registrations.routePointId,
  routePointName: sql<string>`coalesce(${routePoints.name}, '')`,
  status: registrations.status,
  reason: registrations.reason,
  decidedAt: registrations.decidedAt,
  memberId: registrations.memberId,
  memberName: members.name,
  memberPhone: members.phone,
  decidedBy: sql<string>`coalesce(${decider.name}, '')`,
  studentId: registrations.studentId,
};
export interface RegistrationRow {
  id: number;
  createdAt: Date;
  nisn: string;
  fullName: string;
  address: string;
  sex: number;
  schoolId: number;
  schoolName: string;
  schoolLevel: number;
  classId: number;
  className: string;
  parentName: string;
  parentPhone: string;
  parentNik: string;
  routeId: number;
  routeName: string;
  routePointId: number | null;
  routePointName: string;
  status: number;
  reason: string;
  decidedAt: Date | null;
  memberId: number;
  memberName: string;
  memberPhone: string;
  decidedBy: string;
  studentId: number | null;
}

const joins: ListJoin[] = [
  { table: schools, on: eq(schools.id, registrations.schoolId) },
  { table: classes, on: eq(classes.id, registrations.classId) },
  { table: routes, on: eq(routes.id, registrations.routeId) },
  { table: members, on: eq(members.id, registrations.memberId) },
  { table: decider, on: eq(decider.id, registrations.decidedBy), left: true },
  { table: routePoints, on: eq(routePoints.id, registrations.routePointId), left: true },
];

const selectRegistrations = (db: Db) =>
  db
    .select(columns)
    .from(registrations)
    .innerJoin(schools, joins[0].on)
    .innerJoin(classes, joins[1].on)
    .innerJoin(routes, joins[2].on)
    .innerJoin(members, joins[3].on)
    .leftJoin(decider, joins[4].on)
    .leftJoin(routePoints, joins[5].on);

const statusOf = (status: number) => (status in REGISTRATION_STATUS ? status : 0) as RegistrationStatus;

export const toMemberRegistrationWire = (r: RegistrationRow): MemberRegistrationWire => ({
  intid: r.id,
  dtadd: r.createdAt.toISOString(),
  ...pupilWire(r),
  intrute: r.routeId,
  vcrute: r.routeName,
  intrute_titik_id: r.routePointId,
  vcrute_titik: r.routePointName,
  intstatus: statusOf(r.status),
  vcstatus: REGISTRATION_STATUS[statusOf(r.status)],
  vcreason: r.reason,
  dtdecided: r.decidedAt ? r.decidedAt.toISOString() : null,
});

export const toRegistrationWire = (r: RegistrationRow): RegistrationWire => ({
  ...toMemberRegistrationWire(r),
  intuser_public_id: String(r.memberId),
  vcmember: r.memberName,
  vcmember_phone: r.memberPhone,
  vcdecided_by: r.decidedBy,
  intsiswa: r.studentId ?? 0,
});

/** The staff list, newest request first. */
export const registrationsList = listOf<RegistrationRow, RegistrationWire, RegistrationListQuery>({
  table: registrations,
  id: registrations.id,
  columns,
  joins,
  search: [registrations.fullName, registrations.nisn, registrations.parentName, members.name],
  order: [{ desc: registrations.createdAt }, { desc: registrations.id }],
  filters: { status: (status) => eq(registrations.status, status) },
  map: toRegistrationWire,
});

/** A member's own registrations, newest first; `member` is set from the session. */
export const memberRegistrationsList = listOf<RegistrationRow, MemberRegistrationWire, ListQuery & { member?: number }>({
  table: registrations,
  id: registrations.id,
  columns,
  joins,
  search: [registrations.fullName, registrations.nisn],
  order: [{ desc: registrations.createdAt }, { desc: registrations.id }],
  filters: { member: (id) => eq(registrations.memberId, id) },
  map: toMemberRegistrationWire,
});

export async function registrationRow(db: Db, id: number, memberId?: number): Promise<RegistrationRow | undefined> {
  const [row] = await selectRegistrations(db).where(and(eq(registrations.id, id), memberId === undefined ? undefined : eq(registrations.memberId, memberId)));
  return row;
}

export async function getRegistration(db: Db, id: number): Promise<RegistrationWire | undefined> {
  const row = await registrationRow(db, id);
  return row && toRegistrationWire(row);
}

/** The form's columns, once its school, class, route and stop are known to exist and fit. */
export async function registrationColumns(db: Db, body: RegistrationBody, before?: RouteStopBefore) {
  await checkPlacement(db, body.intsekolah, body.intkelas);
  const { routePointId } = await routeAndStop(db, body, before);
  return { ...pupilColumns(body), routeId: body.intrute, routePointId };
}
