import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Language, MemberAlertList, MemberAlertWire } from '@halte/contract';
import { memberAlerts } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { notFound } from '../../../lib/http/http-error.js';
import { envelope, totalOver } from '../../../lib/data/paging.js';
import { toAlertWire } from './alert-wire.js';

const columns = {
  id: memberAlerts.id, studentId: memberAlerts.studentId, kind: memberAlerts.kind, title: memberAlerts.title, body: memberAlerts.body,
  url: memberAlerts.url, createdAt: memberAlerts.createdAt, readAt: memberAlerts.readAt,
};

const unreadOf = async (db: Db, memberId: number) =>
  (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(memberAlerts).where(and(eq(memberAlerts.memberId, memberId), isNull(memberAlerts.readAt))))[0].n;

/** The member's `Pemberitahuan`, newest first (by the member-and-id index), in `language`, with the unread count. */
export async function memberAlertList(db: Db, memberId: number, query: { page: number; limit: number }, language: Language): Promise<MemberAlertList> {
  const mine = eq(memberAlerts.memberId, memberId);
  const [rows, unread] = await Promise.all([
    db.select({ ...columns, total: totalOver }).from(memberAlerts).where(mine).orderBy(desc(memberAlerts.id)).limit(query.limit).offset((query.page - 1) * query.limit),
    unreadOf(db, memberId),
  ]);
  const length = rows.length > 0 ? rows[0].total : query.page > 1 ? (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(memberAlerts).where(mine))[0].n : 0;
  return { ...envelope({ q: '', ...query }, rows.map((r) => toAlertWire(r, language)), length), unread };
}

/** Marks every notice of the member read. */
export async function readAllAlerts(db: Db, memberId: number): Promise<void> {
  await db.update(memberAlerts).set({ readAt: sql`now()` }).where(and(eq(memberAlerts.memberId, memberId), isNull(memberAlerts.readAt)));
}

/** Marks one of the member's notices read (a notice read before keeps its time); another member's is a 404. */
export async function readAlert(db: Db, memberId: number, id: number, language: Language): Promise<MemberAlertWire> {
  const mine = and(eq(memberAlerts.id, id), eq(memberAlerts.memberId, memberId));
  const [row] = await db.update(memberAlerts).set({ readAt: sql`coalesce(${memberAlerts.readAt}, now())` }).where(mine).returning(columns);
  if (!row) throw notFound();
  return toAlertWire(row, language);
}
