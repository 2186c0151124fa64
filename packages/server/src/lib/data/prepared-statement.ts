import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { rowsOf } from './sql-rows.js';

const dialect = new PgDialect();

/**
 * A raw statement run as a named prepared statement: on PostgreSQL each connection parses and
 * plans it once, then sends only its parameters (`sql.placeholder` in the statement, their
 * values at each run). For statements run at a high rate whose planning costs about as much as
 * running them (the field writes: scans, check-ins, check-outs). The name must be the statement's
 * alone.
 */
export function preparedStatement<Row, Values extends Record<string, unknown>>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return async (db: Db, values: Values): Promise<Row[]> => rowsOf<Row>(await db._.session.prepareQuery(query, undefined, name, false).execute(values));
}
