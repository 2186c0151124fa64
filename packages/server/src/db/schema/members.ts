import { pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
  ...stamps,
}, (t) => [uniqueIndex('members_email_key').on(sql`lower(${t.email})`)]);
