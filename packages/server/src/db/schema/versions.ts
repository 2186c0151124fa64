import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A counter per table, raised by a statement trigger (migration 0003) in the same transaction
 * as every insert, update, delete or truncate of that table, whoever writes it. A list answer
 * computed at version N stays true for as long as the table is still at N.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
