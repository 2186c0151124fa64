import { sql } from 'drizzle-orm';
import type { AlertKind } from '@halte/contract';
import type { Db } from '../../../db/client.js';
import { preparedStatement } from '../../../lib/data/prepared-statement.js';
import type { AlertEvent } from './alert-event.js';

/** A notice newly stored, with its member's chosen language (null: none chosen). */
export interface StoredAlert {
  id: number;
  memberId: number;
  studentId: number | null;
  kind: AlertKind;
  key: string;
  title: string;
  body: string;
  url: string;
  createdAt: Date;
  language: string | null;
}

/** The switch of each kind: a child's (a child without settings has them all on), the member's for complaint answers. */
const switchedOn = sql.raw(`case i.kind
    when 'boarded' then coalesce(c.boarded, true)
    when 'alighted' then coalesce(c.alighted, true)
    when 'approaching' then coalesce(c.approaching, true)
    when 'late' then coalesce(c.late, true)
    when 'reply' then m.alert_replies
    else false end`);

/**
 * One statement for a batch of events: each finds its member (the child's, or the one it names),
 * is dropped when its switch is off or it has no member, and is stored unless the member already
 * has its key (the unique index decides, racing raisers included). Answers only what it stored.
 */
const store = preparedStatement<Omit<StoredAlert, 'createdAt'> & { createdAt: Date | string }, { input: string }>('member_alerts_store', sql`
    with input as (
      select * from json_to_recordset(${sql.placeholder('input')}::json)
        as i(n int, kind text, key text, student_id int, member_id int, title text, body text, url text, at text)
    ), wanted as (
      select m.id as member_id, s.id as student_id, i.kind, i.key, i.title, i.body, i.url, i.at::timestamptz as created_at, i.n
      from input i
      left join students s on s.id = i.student_id
      join members m on m.id = case when i.student_id is null then i.member_id else s.member_id end
      left join child_alert_settings c on c.student_id = s.id
      where ${switchedOn}
    ), stored as (
      insert into member_alerts (member_id, student_id, kind, key, title, body, url, created_at)
      select member_id, student_id, kind, key, title, body, url, created_at from wanted order by n
      on conflict (member_id, key) do nothing
      returning id, member_id, student_id, kind, key, title, body, url, created_at
    )
    select st.id, st.member_id as "memberId", st.student_id as "studentId", st.kind, st.key, st.title, st.body, st.url,
      st.created_at as "createdAt", m.language
    from stored st join members m on m.id = st.member_id
    order by st.id`);

export async function storeAlerts(db: Db, events: AlertEvent[]): Promise<StoredAlert[]> {
  const input = JSON.stringify(events.map((e, n) => ({
    n, kind: e.kind, key: e.key, student_id: e.studentId ?? null, member_id: e.memberId ?? null,
    title: e.title, body: e.body, url: e.url, at: e.at.toISOString(),
  })));
  return (await store(db, { input })).map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}
