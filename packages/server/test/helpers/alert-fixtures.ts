import { eq } from 'drizzle-orm';
import type { PushMessage, TripWire } from '@halte/contract';
import { memberAlerts, students } from '../../src/db/schema/index.js';
import type { PushQueue } from '../../src/modules/complaints/member-push/push-queue.js';
import { offPathWorkSettled } from '../../src/lib/data/off-path-work.js';
import type { TestApp } from './app.js';
import { signedInDriver, transportWorld } from './driver-fixtures.js';
import { signedInMember } from './member-fixtures.js';

/** A push queue that keeps what it is given: the pushes the app asked for, to whom. */
export function recordingPush(): PushQueue & { sent: { memberId: number; message: PushMessage }[] } {
  const sent: { memberId: number; message: PushMessage }[] = [];
  return { sent, enqueue: (memberId, message) => void sent.push({ memberId, message }), close: async () => {} };
}

/**
 * A zone whose wall clock reads `hour` (and the current minutes) now: about noon keeps a test far
 * from the quiet hours, 22 puts it inside them, whatever hour it runs at (`Etc/GMT-7` is seven
 * hours ahead of UTC; the zones run from 12 behind to 14 ahead).
 */
export function zoneAt(hour: number, now = new Date()): string {
  let ahead = hour - now.getUTCHours();
  if (ahead > 14) ahead -= 24;
  if (ahead < -12) ahead += 24;
  return ahead === 0 ? 'Etc/GMT' : ahead > 0 ? `Etc/GMT-${ahead}` : `Etc/GMT+${-ahead}`;
}

/** A zone whose wall clock reads about noon now, far from the quiet hours. */
export const noonZone = (now = new Date()) => zoneAt(12, now);

/** A wall-clock time as a parent reads it: `06.42` in the server's zone. */
export const wallClock = (t: TestApp, at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: t.config.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at).replace(':', '.');

/** A driver on a trip of bus A1 (route A), a parent of student A; `scan` scans student A on it. */
export async function parentOnTrip(t: TestApp, n: number) {
  const w = await transportWorld(t, n);
  const parent = await signedInMember(t);
  await linkChild(t, w.studentA.intid, parent.id);
  const driver = await signedInDriver(t);
  const trip = (await t.call('POST', '/api/v1/driver/trips', { token: driver.token, body: { intvehicle_id: w.busA1.intid } })).json().data as TripWire;
  const scan = (body: Record<string, unknown>) => t.call('POST', `/api/v1/driver/trips/${trip.intid}/scans`, { token: driver.token, body: { vckode: w.studentA.vckode, ...body } });
  return { w, parent, driver, trip, scan };
}

/** The child becomes the member's, as an approved registration makes it. */
export const linkChild = (t: TestApp, studentId: number, memberId: number) =>
  t.database.db.update(students).set({ memberId }).where(eq(students.id, studentId));

/** The member's stored notices, oldest first, once the alert work under way has ended. */
export async function noticesOf(t: TestApp, memberId: number) {
  await offPathWorkSettled(t.app);
  return t.database.db.select().from(memberAlerts).where(eq(memberAlerts.memberId, memberId)).orderBy(memberAlerts.id);
}
