import { eq, sql } from 'drizzle-orm';
import type { AuditDetailWire, AuditListQuery, AuditRowWire } from '@halte/contract';
import { auditLog, users } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { listOf } from '../../../lib/data/list.js';

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  userId: auditLog.userId,
  userName: sql<string>`coalesce(${users.name}, '')`,
  username: sql<string>`coalesce(${users.username}, '')`,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
};

interface AuditRow {
  id: number;
  at: Date;
  userId: number | null;
  userName: string;
  username: string;
  action: string;
  entity: string;
  entityId: string;
}

/** The row's author is joined as they are now: a deleted account leaves its id and no name. */
const byAuthor = { table: users, on: eq(users.id, auditLog.userId), left: true };

const toRowWire = (r: AuditRow): AuditRowWire => ({
  intid: r.id,
  dtat: r.at.toISOString(),
  intuser_id: r.userId,
  vcuser: r.userName,
  vcusername: r.username,
  vcaction: r.action,
  vcentity: r.entity,
  vcentity_id: r.entityId,
});

/** Riwayat Perubahan: every audit row, newest first, by author, table, record, action and period. */
export const auditTrail = listOf<AuditRow, AuditRowWire, AuditListQuery>({
  table: auditLog,
  id: auditLog.id,
  columns,
  joins: [byAuthor],
  search: [users.name, users.username, auditLog.entityId],
  order: [{ desc: auditLog.at }],
  period: auditLog.at,
  filters: {
    user: (id) => eq(auditLog.userId, id),
    entity: (entity) => eq(auditLog.entity, entity),
    action: (action) => eq(auditLog.action, action),
    entity_id: (id) => eq(auditLog.entityId, id),
  },
  map: toRowWire,
});

/** One audit row with the record before and after the change. */
export async function auditEntry(db: Db, id: number): Promise<AuditDetailWire | undefined> {
  const [row] = await db
    .select({ ...columns, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .leftJoin(byAuthor.table, byAuthor.on)
    .where(eq(auditLog.id, id));
  return row && { ...toRowWire(row), before: row.before ?? null, after: row.after ?? null };
}
