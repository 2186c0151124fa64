import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ALERT_DEFAULTS } from '@halte/contract';
import { members } from './members.js';
import { students } from './transport.js';

/**
 * A notice of the member's `Pemberitahuan` list (and its push). `key` names the event once per
 * member (`boarded:<rideId>`…): the same event raised again stores nothing.
 */
export const memberAlerts = pgTable('member_alerts', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  /** The child it is about; null for a complaint's answer. */
  studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
  /** An AlertKind. */
  kind: text('kind').notNull(),
  key: text('key').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  url: text('url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  readAt: timestamp('read_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('member_alerts_member_key').on(t.memberId, t.key),
  index('member_alerts_member_idx').on(t.memberId, t.id.desc()),
  index('member_alerts_unread_idx').on(t.memberId).where(sql`read_at is null`),
]);

/** A child's `Pengaturan Notifikasi`; a child without a row has the defaults, everything on. */
export const childAlertSettings = pgTable('child_alert_settings', {
  studentId: integer('student_id').primaryKey().references(() => students.id, { onDelete: 'cascade' }),
  boarded: boolean('boarded').notNull().default(true),
  alighted: boolean('alighted').notNull().default(true),
  approaching: boolean('approaching').notNull().default(true),
  approachMinutes: integer('approach_minutes').notNull().default(ALERT_DEFAULTS.approachMinutes),
  late: boolean('late').notNull().default(true),
  lateMinutes: integer('late_minutes').notNull().default(ALERT_DEFAULTS.lateMinutes),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
