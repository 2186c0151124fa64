import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/** Secrets the server makes once for itself and every instance shares (the VAPID key pair). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's phone (browser) that receives Web Push: its push service endpoint and keys. */
export const memberPushSubscriptions = pgTable('member_push_subscriptions', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  /** Unique: a phone that changes hands moves to the member who subscribed it last. */
  endpoint: text('endpoint').notNull().unique(),
  /** The browser's P-256 public key and auth secret (base64url) the payload is encrypted to. */
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Pushes given up on since the last one delivered. */
  failures: integer('failures').notNull().default(0),
}, (t) => [index('member_push_subscriptions_member_idx').on(t.memberId)]);
