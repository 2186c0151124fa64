import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A counter per table, raised once at the commit of every transaction that inserted, updated,
 * deleted or truncated that table, whoever wrote it (triggers of migrations 0003 and 0005). A
 * list answer computed at version N stays true for as long as the table is still at N; a
 * raised counter is also what announces a change to the signed-in clients.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
