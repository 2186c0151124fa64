import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { normalizePhone } from '@halte/contract';
import { members } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/auth/password.js';
import type { Database } from '../../src/db/client.js';
import { olderDatabase } from '../helpers/older-database.js';

/** Members' numbers as the version before normalised phones left them: [typed, created]. */
const OLD_PHONES: [string, string][] = [
  // One number twice: the older account keeps it.
  ['0813-3600-1001', '2024-01-01'],
  ['+6281336001001', '2024-02-01'],
  // One number twice, the newer account already in the stored form: it keeps it.
  ['0813 3600 2002', '2024-01-01'],
  ['081336002002', '2024-05-01'],
  // Each its own number, in every writing the application reads.
  ['+62 (0)813 3600 3003', '2024-01-01'],
  ['81336004004', '2024-01-01'],
  ['(0356) 321-456', '2024-01-01'],
  ['0627-21234', '2024-01-01'],
  ['+65 6123 4567', '2024-01-01'],
  // No phone number: left as typed.
  ['0812', '2024-01-01'],
  ['bukan nomor', '2024-01-01'],
  ['', '2024-01-01'],
];

let database: Database;
beforeAll(async () => {
  const older = await olderDatabase('0027_conversations_version_if_changed');
  const hash = await hashPassword('wali-rahasia-1');
  for (const [i, [phone, created]] of OLD_PHONES.entries()) {
    await older.execute(sql`insert into members (name, email, phone, password_hash, created_at)
      values (${`Wali ${i}`}, ${`wali${i}@example.com`}, ${phone}, ${hash}, ${created}::timestamptz)`);
  }
  database = await older.upgrade();
}, 120_000);
afterAll(() => database?.close());

describe('phone numbers of existing members', () => {
  it('are normalised as the application writes them; of one number in several writings, one account keeps it', async () => {
    const rows = await database.db.select({ name: members.name, phone: members.phone }).from(members).orderBy(asc(members.id));
    const expected = OLD_PHONES.map(([typed], i) => [`Wali ${i}`, normalizePhone(typed) ?? typed]);
    expected[1][1] = '+6281336001001';
    expected[2][1] = '0813 3600 2002';
    expect(rows.map((r) => [r.name, r.phone])).toEqual(expected);
    expect(expected.slice(0, 5).map((e) => e[1])).toEqual(['081336001001', '+6281336001001', '0813 3600 2002', '081336002002', '081336003003']);
  });
});
