import { auditLog } from '../db/schema/index.js';
import type { Db } from '../db/client.js';

export type AuditAction = 'create' | 'update' | 'delete' | 'signin' | 'signout' | 'password';

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
