import { integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, stamps } from './columns.js';
import { users } from './access.js';

export const articles = pgTable('articles', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  /** Sanitised HTML. */
  contentHtml: text('content_html').notNull().default(''),
  image: bytea('image'),
  imageType: text('image_type'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...stamps,
});

export const sliders = pgTable('sliders', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  image: bytea('image'),
  imageType: text('image_type'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...stamps,
});
