import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { PARKING_STATUS, type AttendantMeWire, calendarDateIn } from '@halte/contract';
import { parkingLocations, parkingRecords, parkingVehicleTypes } from '../../../db/schema/index.js';
import { rowsOf } from '../../../lib/data/sql-rows.js';
import { periodRange } from '../../../lib/data/period.js';
import type { SessionUser } from '../../../auth/sessions.js';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { TARIFF_COLUMNS, type TariffRow } from './tariff.js';
import { tickets } from './ticket.js';

/** Stays of today the console lists. */
const RECENT = 20;

type TariffInForce = TariffRow & { vehicle_type_id: number; regulation: string; effective_from: string };

/**
 * What the attendant console opens with: the attendant, the active locations, every vehicle type
 * with its tariff in force today, and the attendant's tally of today — stays checked in today
 * (the parking period rule: a stay belongs to its check-in's day), those still parked, and the
 * fees of those checked out.
 */
export async function attendantMe({ db, config }: { db: Db; config: Pick<Config, 'timeZone'> }, user: SessionUser): Promise<AttendantMeWire> {
  const today = calendarDateIn(config.timeZone);
  const { start, end } = periodRange({ rt: 1, from: today }, config.timeZone)!;
  const mine = and(eq(parkingRecords.attendantId, user.userId), gte(parkingRecords.checkInAt, start), lt(parkingRecords.checkInAt, end));
  const [locations, types, tariffs, [tally], recent] = await Promise.all([
    db.select().from(parkingLocations).where(eq(parkingLocations.active, true)).orderBy(asc(parkingLocations.name), asc(parkingLocations.id)),
    db.select().from(parkingVehicleTypes).orderBy(asc(parkingVehicleTypes.name), asc(parkingVehicleTypes.id)),
    db.execute(sql`
      SELECT DISTINCT ON (vehicle_type_id) ${TARIFF_COLUMNS}, vehicle_type_id, regulation, effective_from::text AS effective_from
      FROM parking_tariffs WHERE effective_from <= ${today}::date ORDER BY vehicle_type_id, effective_from DESC`),
    db
      .select({
        count: sql<number>`count(*)::int`,
        parked: sql<number>`(count(*) FILTER (WHERE ${parkingRecords.status} = ${PARKING_STATUS.parked}))::int`,
        income: sql<number>`coalesce(sum(${parkingRecords.amount}), 0)::int`,
      })
      .from(parkingRecords)
      .where(mine),
    tickets(db, mine, RECENT),
  ]);
  const inForce = new Map(rowsOf<TariffInForce>(tariffs).map((t) => [t.vehicle_type_id, t]));
  return {
    attendant: { intid: user.userId, vcname: user.name },
    locations: locations.map((l) => ({ intid: l.id, vcname: l.name, vcaddress: l.address })),
    vehicle_types: types.map((v) => {
      const t = inForce.get(v.id);
      return {
        intid: v.id, vccode: v.code, vcname: v.name,
        tariff: t ? {
          intid: t.id, vcregulation: t.regulation, dteffective_from: t.effective_from,
          decfirst_fee: t.decfirst_fee, intfirst_minutes: t.intfirst_minutes, dechourly_fee: t.dechourly_fee, decmax_fee: t.decmax_fee,
        } : null,
      };
    }),
    today: { dtdate: today, intcount: tally.count, intparked: tally.parked, decincome: tally.income },
    recent,
  };
}
