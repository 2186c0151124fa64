import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, stamps } from './columns.js';
import { users } from './access.js';
import { members } from './members.js';

/**
 * A member's complaint and its conversation with the operators. The code `PGD-YYYYMMDD-NNNN`
 * numbers the conversations of one service day (TZ); each side listens on its own token.
 */
export const conversations = pgTable('conversations', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  serviceDate: date('service_date', { mode: 'string' }).notNull(),
  dayNumber: integer('day_number').notNull(),
  title: text('title').notNull(),
  /**
   * What staff search a conversation by, lower-cased once when written: its code and title with a
   * separator no keyword holds. The list reads it from an index, not each row's lower().
   */
  searchText: text('search_text').notNull().generatedAlwaysAs(sql`lower(code) || chr(31) || lower(title)`),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'restrict' }),
  operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
  /** 0 Baru, 1 Diproses, 2 Selesai (CONVERSATION_STATUS). */
  status: smallint('status').notNull().default(0),
  tokenAdmin: text('token_admin').notNull().unique(),
  tokenMember: text('token_member').notNull().unique(),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  /** The member has read the operators' messages up to this time; null before any reading. */
  memberReadAt: timestamp('member_read_at', { withTimezone: true }),
  /** The operators (any staff) have read the member's messages up to this time. */
  adminReadAt: timestamp('admin_read_at', { withTimezone: true }),
  ...stamps,
}, (t) => [
  uniqueIndex('conversations_day_number_key').on(t.serviceDate, t.dayNumber),
  index('conversations_member_idx').on(t.memberId, t.lastMessageAt),
  index('conversations_last_message_idx').on(t.lastMessageAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  // The complaints list's order; it carries what a search reads (migration 0042), so a common
  // keyword is looked for in the index alone, newest first.
  index('conversations_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  // A rare keyword: its few conversations by trigram.
  index('conversations_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
]);

/**
 * How many conversations began in each hour (`created_at` truncated to the hour), kept by
 * triggers on `conversations`: the complaints list's totals sum these rows instead of counting.
 */
export const conversationHourCounts = pgTable('conversation_hour_counts', {
  hour: timestamp('hour', { withTimezone: true }).primaryKey(),
  conversations: integer('conversations').notNull(),
});

/** One message of a conversation: sanitised HTML and an optional checked photo. */
export const conversationMessages = pgTable('conversation_messages', {
  id: serial('id').primaryKey(),
  conversationId: integer('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
  /** The member's id, or the operator's user id when `fromOperator`. */
  senderId: integer('sender_id').notNull(),
  fromOperator: boolean('from_operator').notNull().default(false),
  message: text('message').notNull(),
  image: bytea('image'),
  imageType: text('image_type'),
  /** 0 unread, 1 read by the other side. */
  status: smallint('status').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('conversation_messages_conversation_idx').on(t.conversationId, t.id)]);
