import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { rowsOf } from '../../src/lib/data/sql-rows.js';
import { hourCountOf } from '../../src/lib/data/hour-counts.js';
import { conversationHourCounts } from '../../src/db/schema/index.js';
import { freshDatabase } from '../helpers/database.js';

let database: Database;
let memberId: number;
const counts = { table: conversationHourCounts, hour: conversationHourCounts.hour, rows: conversationHourCounts.conversations };

beforeAll(async () => {
  database = await freshDatabase();
  const [row] = rowsOf<{ id: number }>(await database.db.execute(sql`
    insert into members (name, email, password_hash) values ('Ibu Hitung', 'hitung@example.com', 'x') returning id`));
  memberId = row.id;
});
afterAll(() => database.close());

/** `n` conversations started `minutes` apart from `first`, in one statement. */
const addConversations = (first: string, n: number, minutes: number, tag: string) =>
  database.db.execute(sql`
    insert into conversations (code, service_date, day_number, title, member_id, token_admin, token_member, created_at)
    select ${tag} || '-' || i, date '2025-01-01', i, 'Pengaduan ' || i, ${memberId}, ${tag} || 'a' || i, ${tag} || 'm' || i,
      ${first}::timestamptz + (i - 1) * (${minutes} * interval '1 minute')
    from generate_series(1, ${n}) i`);

/** The counts kept, hour by hour, and the same counted from the conversations themselves. */
async function keptAndCounted() {
  const kept = rowsOf<{ hour: string; n: number }>(await database.db.execute(sql`
    select to_char(hour at time zone 'UTC', 'YYYY-MM-DD HH24') as hour, conversations as n from conversation_hour_counts where conversations <> 0 order by 1`));
  const counted = rowsOf<{ hour: string; n: number }>(await database.db.execute(sql`
    select to_char(date_trunc('hour', created_at) at time zone 'UTC', 'YYYY-MM-DD HH24') as hour, count(*)::int as n from conversations group by 1 order by 1`));
  return { kept: kept.map((r) => [r.hour, Number(r.n)]), counted: counted.map((r) => [r.hour, Number(r.n)]) };
}

describe('conversations counted per hour by the database', () => {
  it('follows a bulk insert, a moved start, a delete and a truncate, whoever writes them', async () => {
    await addConversations('2025-01-01T06:30:00Z', 90, 1, 'A'); // 06:30 … 07:59: two hours
    let { kept, counted } = await keptAndCounted();
    expect(kept).toEqual([['2025-01-01 06', 30], ['2025-01-01 07', 60]]);
    expect(kept).toEqual(counted);

    await database.db.execute(sql`update conversations set created_at = '2025-01-03T10:15:00Z' where code in ('A-1', 'A-2')`);
    await database.db.execute(sql`update conversations set title = 'Judul baru', last_message_at = now() where code = 'A-3'`);
    await database.db.execute(sql`delete from conversations where code like 'A-8_'`); // A-80 … A-89, all at 07:xx
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual([['2025-01-01 06', 28], ['2025-01-01 07', 50], ['2025-01-03 10', 2]]);
    expect(kept).toEqual(counted);

    await database.db.execute(sql`truncate conversations cascade`);
    expect(await keptAndCounted()).toEqual({ kept: [], counted: [] });
    await addConversations('2025-02-01T00:00:00Z', 3, 20, 'B');
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual([['2025-02-01 00', 3]]);
  });

  it('sums a range of whole hours, and leaves one that is not to a count of the rows', async () => {
    await database.db.execute(sql`truncate conversations cascade`);
    await addConversations('2025-03-01T16:00:00Z', 48, 60, 'C'); // one an hour, 1 March 16:00 … 3 March 15:00 UTC
    const jakartaDay = { start: new Date('2025-03-01T17:00:00Z'), end: new Date('2025-03-02T17:00:00Z') };
    expect(await hourCountOf(counts, jakartaDay)!(database.db)).toBe(24);
    expect(await hourCountOf(counts)!(database.db)).toBe(48);
    expect(await hourCountOf(counts, { start: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-02-01T00:00:00Z') })!(database.db)).toBe(0);
    const kolkataDay = { start: new Date('2025-03-01T18:30:00Z'), end: new Date('2025-03-02T18:30:00Z') };
    expect(hourCountOf(counts, kolkataDay)).toBeUndefined();
  });
});
