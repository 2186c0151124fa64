import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { rowsOf } from '../../../lib/data/sql-rows.js';
import type { AlertEvent } from './alert-event.js';
import { CHILDREN_URL, lateTitle, problemBody } from './alert-texts.js';
import { raiseAlerts, type AlertDeps } from './raise-alerts.js';

/**
 * The children a trip's problem keeps waiting: those whose route is the trip's and those who
 * rode it, but not one who has already got off it. A child no member follows is left out.
 */
async function waitingChildren(db: Db, tripId: number) {
  return rowsOf<{ student_id: number; plate: string; note: string }>(await db.execute(sql`
    with trip as (
      select t.id, t.route_id, t.note, v.plate from trips t join vehicles v on v.id = t.vehicle_id where t.id = ${tripId}
    ), riders as (
      select s.id from students s join trip on s.route_id = trip.route_id
      union
      select b.student_id from boardings b join trip on b.trip_id = trip.id
    )
    select s.id as student_id, trip.plate, trip.note
    from riders r join students s on s.id = r.id cross join trip
    where s.member_id is not null
      and not exists (select 1 from boardings b where b.trip_id = trip.id and b.student_id = s.id and b.out_at is not null)
    order by s.id`));
}

/**
 * `Terlambat` for a problem the driver reported on a trip, to the parents of the children it
 * keeps waiting. Its key is the one the schedule's lateness uses too (`late:<trip>:<child>`), so
 * a child is told at most once a trip that its bus is late.
 */
export async function raiseProblemAlerts(deps: AlertDeps, tripId: number, now: Date = new Date()): Promise<void> {
  const events = (await waitingChildren(deps.db, tripId)).map((c): AlertEvent => ({
    kind: 'late',
    key: `late:${tripId}:${c.student_id}`,
    studentId: Number(c.student_id),
    title: lateTitle(c.plate),
    body: problemBody(c.note),
    url: CHILDREN_URL,
    at: now,
  }));
  await raiseAlerts(deps, events, now);
}
