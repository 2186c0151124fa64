import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { ALERT_DEFAULTS, ALERT_MSG, type AlertSettingsWire, type ChildAlertSettings } from '@halte/contract';
import { childAlertSettings, members, students } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { notFound } from '../../../lib/http/http-error.js';

type SettingsRow = typeof childAlertSettings.$inferSelect;
const excluded = (column: string) => sql.raw(`excluded.${column}`);

const defaults = (studentId: number): ChildAlertSettings => ({
  intsiswa: studentId, naik: true, turun: true, mendekat: true, menit_mendekat: ALERT_DEFAULTS.approachMinutes, terlambat: true, menit_terlambat: ALERT_DEFAULTS.lateMinutes,
});

const toWire = (r: SettingsRow): ChildAlertSettings => ({
  intsiswa: r.studentId, naik: r.boarded, turun: r.alighted, mendekat: r.approaching, menit_mendekat: r.approachMinutes, terlambat: r.late, menit_terlambat: r.lateMinutes,
});

/** Each child's settings, the defaults (all on) for a child without a row: what the alert raisers read. */
export async function childSettings(db: Db, studentIds: number[]): Promise<Map<number, ChildAlertSettings>> {
  const rows = studentIds.length ? await db.select().from(childAlertSettings).where(inArray(childAlertSettings.studentId, studentIds)) : [];
  const stored = new Map(rows.map((r) => [r.studentId, toWire(r)]));
  return new Map(studentIds.map((id) => [id, stored.get(id) ?? defaults(id)]));
}

/** `Pengaturan Notifikasi`: every child of the member, in name order, and the complaint answers' switch. */
export async function alertSettings(db: Db, memberId: number): Promise<AlertSettingsWire> {
  const [kids, [member]] = await Promise.all([
    db.select({ id: students.id }).from(students).where(eq(students.memberId, memberId)).orderBy(asc(students.fullName), asc(students.id)),
    db.select({ replies: members.alertReplies }).from(members).where(eq(members.id, memberId)),
  ]);
  const settings = await childSettings(db, kids.map((k) => k.id));
  return { anak: kids.map((k) => settings.get(k.id)!), balasan_pengaduan: member?.replies ?? true };
}

/**
 * Saves the settings of the children named (the last of a child named twice) and the complaint
 * answers' switch, in one transaction. A child that is not the member's is a 404 and nothing is
 * written.
 */
export async function saveAlertSettings(db: Db, memberId: number, body: AlertSettingsWire): Promise<AlertSettingsWire> {
  const named = [...new Map(body.anak.map((c) => [c.intsiswa, c])).values()];
  await db.transaction(async (tx) => {
    if (named.length > 0) {
      const own = await tx.select({ id: students.id }).from(students)
        .where(and(eq(students.memberId, memberId), inArray(students.id, named.map((c) => c.intsiswa))));
      if (own.length !== named.length) throw notFound(ALERT_MSG.childUnknown);
      await tx.insert(childAlertSettings).values(named.map((c) => ({
        studentId: c.intsiswa, boarded: c.naik, alighted: c.turun, approaching: c.mendekat, approachMinutes: c.menit_mendekat,
        late: c.terlambat, lateMinutes: c.menit_terlambat, updatedAt: sql`now()`,
      }))).onConflictDoUpdate({
        target: childAlertSettings.studentId,
        set: {
          boarded: excluded('boarded'), alighted: excluded('alighted'), approaching: excluded('approaching'), approachMinutes: excluded('approach_minutes'),
          late: excluded('late'), lateMinutes: excluded('late_minutes'), updatedAt: excluded('updated_at'),
        },
      });
    }
    await tx.update(members).set({ alertReplies: body.balasan_pengaduan })
      .where(and(eq(members.id, memberId), ne(members.alertReplies, body.balasan_pengaduan)));
  });
  return alertSettings(db, memberId);
}
