import { sql, type SQL } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import type { AuditAction } from '@halte/contract';
import type { Db } from '../../db/client.js';

export type { AuditAction };

export interface AuditEntry {
  userId: number | null | undefined;
  action: AuditAction;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/** Records a mutation with the record before and after it; call inside the mutation's transaction. */
export async function audit(db: Db, e: AuditEntry) {
  await db.insert(auditLog).values({
    userId: e.userId ?? null,
    action: e.action,
    entity: e.entity,
    entityId: String(e.entityId),
    before: e.before === undefined ? null : e.before,
    after: e.after === undefined ? null : e.after,
  });
}

/** The audit of rows a statement writes itself (see `auditOfRows`); `before` and `after` build JSON from the rows' columns. */
export interface RowsAudit {
  userId: SQL;
  action: AuditAction;
  entity: string;
  before?: SQL;
  after: SQL;
}

/**
 * For a statement that writes and audits at once (one round trip, its own transaction): the
 * `INSERT` of an audit row for each row `rows` (a data-modifying CTE returning `id`) holds.
 */
export const auditOfRows = (rows: string, e: RowsAudit) => sql`
  INSERT INTO ${auditLog} (user_id, action, entity, entity_id, before, after)
  SELECT ${e.userId}, ${e.action}, ${e.entity}, id::text, ${e.before ?? sql`NULL::jsonb`}, ${e.after} FROM ${sql.identifier(rows)}`;
