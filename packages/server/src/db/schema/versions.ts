import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Counters per table, raised by triggers whenever a committed transaction inserted, updated,
 * deleted or truncated that table, whoever wrote it (migrations 0003, 0005, 0010 and 0016). Most
 * tables have one row (shard 0), raised once per transaction at commit; a table written at a
 * high rate (boardings, conversations) has a row per connection, raised per statement, so writers never wait
 * for each other. A table's version is the sum of its rows: a list answer computed at version N
 * stays true while the table is still at N, and a raised version announces a change to the
 * signed-in clients.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').notNull(),
  shard: integer('shard').notNull().default(0),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ name: 'data_versions_pkey', columns: [t.name, t.shard] })]);
