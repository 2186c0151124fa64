import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { stamps } from './columns.js';
import { users } from './access.js';
import { members } from './members.js';
import { classes, routePoints, routes, schools, students } from './transport.js';

/**
 * A member's request to register a child: the student form's fields and the route asked for,
 * until staff approve it (making the student) or reject it with a reason.
 */
export const registrations = pgTable('registrations', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  nisn: text('nisn').notNull(),
  fullName: text('full_name').notNull(),
  address: text('address').notNull(),
  /** 1 male, 2 female. */
  sex: smallint('sex').notNull(),
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'restrict' }),
  classId: integer('class_id').notNull().references(() => classes.id, { onDelete: 'restrict' }),
  parentName: text('parent_name').notNull(),
  parentPhone: text('parent_phone').notNull(),
  parentNik: text('parent_nik').notNull().default(''),
  routeId: integer('route_id').notNull().references(() => routes.id, { onDelete: 'restrict' }),
  /** The stop asked for on that route; null: none chosen. */
  routePointId: integer('route_point_id').references(() => routePoints.id, { onDelete: 'set null' }),
  /** 0 Menunggu, 1 Disetujui, 2 Ditolak (REGISTRATION_STATUS). */
  status: smallint('status').notNull().default(0),
  reason: text('reason').notNull().default(''),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
  ...stamps,
}, (t) => [
  index('registrations_member_idx').on(t.memberId, t.createdAt),
  index('registrations_status_idx').on(t.status, t.createdAt),
]);
