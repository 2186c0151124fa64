import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stamps } from './columns.js';

/** Parents using the member app ("app accounts"). */
export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  /** 1 Aktif, 0 Nonaktif, 2 Diblokir. */
  status: smallint('status').notNull().default(1),
  /** 'id' or 'en' once the member has chosen; null follows the phone or DEFAULT_LANGUAGE. */
  language: text('language'),
  /** Whether an operator's answer to the member's complaint is pushed and listed (`Balasan pengaduan`). */
  alertReplies: boolean('alert_replies').notNull().default(true),
  ...stamps,
}, (t) => [
  uniqueIndex('members_email_key').on(sql`lower(${t.email})`),
  // A member signs in with the e-mail or the phone, so either names one account. Phones are
  // stored normalised (normalizePhone), so one number in any writing is one value here.
  uniqueIndex('members_phone_key').on(t.phone).where(sql`phone <> ''`),
  index('members_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
]);

/** Members' bearer sessions, apart from staff sessions: a token of one kind is unknown to the other. */
export const memberSessions = pgTable('member_sessions', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  ip: text('ip').notNull().default(''),
}, (t) => [index('member_sessions_member_idx').on(t.memberId)]);
