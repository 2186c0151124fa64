import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, bigserial, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stamps } from './columns.js';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  ...stamps,
});

/**
 * A sidebar entry. `screenKey` is the registry key of the screen it opens (what a role owning the
 * menu may use), or null for a group header; `url` is only where the sidebar link points.
 */
export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  screenKey: text('screen_key'),
  url: text('url').notNull(),
  icon: text('icon').notNull().default(''),
  parentId: integer('parent_id').references((): AnyPgColumn => menus.id, { onDelete: 'restrict' }),
  sortOrder: integer('sort_order').notNull().default(0),
  /** 'school', 'parking' or 'all': which application mode shows the menu (a screen's menu: the screen's mode). */
  appType: text('app_type').notNull().default('all'),
  ...stamps,
}, (t) => [index('menus_parent_idx').on(t.parentId)]);

export const roleMenus = pgTable('role_menus', {
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  menuId: integer('menu_id').notNull().references(() => menus.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.roleId, t.menuId] })]);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'restrict' }),
  /** 'id' or 'en' once the user has chosen; null follows the browser or DEFAULT_LANGUAGE. */
  language: text('language'),
  createdBy: integer('created_by'),
  ...stamps,
}, (t) => [
  uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
  index('users_role_idx').on(t.roleId),
  index('users_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  index('users_username_trgm').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
  // The users screen as it opens: its first page read in name order, not sorted from every row.
  index('users_name_order').on(t.name, t.id),
]);

/** Bearer sessions; only the SHA-256 of the token is kept. */
export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  ip: text('ip').notNull().default(''),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

/** Every mutation: who, when, what, and the record before and after. */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id'),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('audit_entity_idx').on(t.entity, t.entityId),
  // Riwayat Perubahan reads the newest rows first.
  index('audit_log_at_idx').on(t.at, t.id),
]);

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  url: text('url').notNull().default(''),
  isRead: boolean('is_read').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Notices of one subject (a conversation): while one is unread, the next updates it instead of adding one. */
  groupKey: text('group_key'),
}, (t) => [
  index('notifications_user_idx').on(t.userId, t.createdAt),
  uniqueIndex('notifications_unread_group_key').on(t.userId, t.groupKey).where(sql`not is_read`),
]);

export type RoleRow = typeof roles.$inferSelect;
export type MenuRow = typeof menus.$inferSelect;
export type UserRow = typeof users.$inferSelect;
