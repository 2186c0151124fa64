import { afterAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { parkingRecords } from '../../src/db/schema/index.js';
import type { Database } from '../../src/db/client.js';
import { olderDatabase } from '../helpers/older-database.js';

let upgraded: Database | undefined;
afterAll(() => upgraded?.close());

describe('migration 0028: who checked a stay out', () => {
  it("is read from the check-out's audit row for the stays attendants closed before; a staff entry's and a parked stay's stay empty", async () => {
    const older = await olderDatabase('0027_conversations_version_if_changed');
    await older.execute(sql`insert into roles (code, name) values ('JUKIR', 'Juru Parkir')`);
    await older.execute(sql`insert into users (name, username, password_hash, role_id)
      select x.name, x.username, 'x', r.id from roles r, (values ('Darmaji', 'jukir01'), ('Sutrisno', 'jukir02'), ('Admin', 'kantor')) as x(name, username) where r.code = 'JUKIR'`);
    await older.execute(sql`insert into parking_locations (name, address) values ('Pasar Baru', 'Jl. Pemuda')`);
    await older.execute(sql`insert into parking_vehicle_types (code, name) values ('MBL', 'Mobil')`);
    const user = (username: string) => sql`(select id from users where username = ${username})`;
    // 1: opened by jukir01, closed by jukir02; 2: closed by its own attendant; 3: entered and corrected by staff; 4: still parked.
    await older.execute(sql`insert into parking_records (license_number, vehicle_type_id, location_id, attendant_id, check_in_at, check_out_at, status, amount, check_out_client_id)
      values ('L1AB', 1, 1, ${user('jukir01')}, now() - interval '3 hours', now(), 2, 8000, 'hp2-out-1'),
             ('L2AB', 1, 1, ${user('jukir01')}, now() - interval '2 hours', now(), 2, 6000, null),
             ('L3AB', 1, 1, null, now() - interval '2 hours', now(), 2, 6000, null),
             ('L4AB', 1, 1, ${user('jukir02')}, now() - interval '1 hours', null, 1, null, null)`);
    await older.execute(sql`insert into audit_log (user_id, action, entity, entity_id, before, after) values
      (${user('jukir02')}, 'update', 'parking_record', '1', '{"status":1}', '{"status":2,"check_out_at":"x","amount":8000,"client_id":"hp2-out-1"}'),
      (${user('jukir01')}, 'update', 'parking_record', '2', '{"status":1}', '{"status":2,"check_out_at":"x","amount":6000,"client_id":null}'),
      (${user('kantor')}, 'update', 'parking_record', '3', '{"decamount":5000}', '{"decamount":6000}')`);
    upgraded = await older.upgrade();
    const rows = await upgraded.db
      .select({ plate: parkingRecords.licenseNumber, closer: sql<string | null>`(select username from users where id = ${parkingRecords.checkOutAttendantId})`, flag: parkingRecords.flag })
      .from(parkingRecords).orderBy(asc(parkingRecords.id));
    expect(rows).toEqual([
      { plate: 'L1AB', closer: 'jukir02', flag: null },
      { plate: 'L2AB', closer: 'jukir01', flag: null },
      { plate: 'L3AB', closer: null, flag: null },
      { plate: 'L4AB', closer: null, flag: null },
    ]);
  }, 120_000);
});
