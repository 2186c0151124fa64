import { and, desc, eq, gte, isNotNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  flagsOf, joinFlags, normalizePlate, notFoundOf, parkingFee, PARKING_FLAGS, PARKING_MSG, PARKING_STATUS,
  PARKING_STATUS_NAMES, type ParkingListQuery, type ParkingListResponse, type ParkingRecordBody, type ParkingRecordWire, calendarDateIn,
} from '@halte/contract';
import { parkingLocations, parkingPlates, parkingRecords, parkingTariffs, parkingVehicleTypes, users } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import type { CrudResource } from '../../../lib/data/crud.js';
import { emptyPage } from '../../../lib/data/list.js';
import { envelope } from '../../../lib/data/paging.js';
import { periodRange } from '../../../lib/data/period.js';
import { rowsOf } from '../../../lib/data/sql-rows.js';
import { conflict, fieldError } from '../../../lib/http/http-error.js';
import { rangeTotals } from './daily-totals.js';
import { plateEndOf, plateMatch } from './plate-match.js';
import { registerUnique } from '../../../lib/http/db-errors.js';

// Two requests racing past the check below meet the partial unique index instead.
registerUnique('parking_records_parked_key', 'vclicense_number', 'Nomor Kendaraan');

const r = parkingRecords;
/** The attendant who checked the stay out, beside the one who checked it in. */
const closer = alias(users, 'closer');

const columns = {
  id: r.id,
  plate: r.licenseNumber,
  typeId: r.vehicleTypeId,
  typeName: parkingVehicleTypes.name,
  locationId: r.locationId,
  locationName: parkingLocations.name,
  attendantId: r.attendantId,
  attendantName: users.name,
  checkInAt: r.checkInAt,
  checkOutAt: r.checkOutAt,
  status: r.status,
  amount: r.amount,
  regulation: parkingTariffs.regulation,
  closerName: closer.name,
  checkInDeviceAt: r.checkInDeviceAt,
  checkInReceivedAt: r.checkInReceivedAt,
  checkOutDeviceAt: r.checkOutDeviceAt,
  checkOutReceivedAt: r.checkOutReceivedAt,
  flag: r.flag,
  serverAmount: r.serverAmount,
  // The export's cursor: the check-in with its microseconds, which a JS Date would round away.
  cursorAt: sql<string>`${r.checkInAt}::text`,
};
type RecordRow = {
  id: number; plate: string; typeId: number; typeName: string; locationId: number; locationName: string; attendantId: number | null; attendantName: string | null;
  checkInAt: Date; checkOutAt: Date | null; status: number; amount: number | null; regulation: string | null; closerName: string | null;
  checkInDeviceAt: Date | null; checkInReceivedAt: Date | null; checkOutDeviceAt: Date | null; checkOutReceivedAt: Date | null;
  flag: string | null; serverAmount: number | null; cursorAt: string;
};

const instant = (at: Date | null) => at?.toISOString() ?? null;

/** What the receive time's fee is above the fee charged; none when equal or either is missing. */
const differenceOf = (row: RecordRow) => (row.serverAmount === null || row.amount === null || row.serverAmount === row.amount ? null : row.serverAmount - row.amount);

const toWire = (row: RecordRow): ParkingRecordWire => ({
  intid: row.id,
  vclicense_number: row.plate,
  intvehicle_type_id: row.typeId,
  vcvehicle_type: row.typeName,
  intparking_location_id: row.locationId,
  vclocation: row.locationName,
  intattendant_id: row.attendantId,
  vcattendant: row.attendantName ?? '',
  dtcheck_in: row.checkInAt.toISOString(),
  dtcheck_out: row.status === PARKING_STATUS.left && row.checkOutAt ? row.checkOutAt.toISOString() : null,
  intstatus: row.status,
  vcstatus: PARKING_STATUS_NAMES[row.status] ?? '',
  decamount: row.amount,
  vcregulation: row.regulation ?? '',
  vccheck_out_attendant: row.closerName ?? '',
  dtcheck_in_device: instant(row.checkInDeviceAt),
  dtcheck_in_received: instant(row.checkInReceivedAt),
  dtcheck_out_device: instant(row.checkOutDeviceAt),
  dtcheck_out_received: instant(row.checkOutReceivedAt),
  vcflag: row.flag ?? '',
  decamount_server: row.serverAmount,
  decdifference: differenceOf(row),
});

/** The stays with their type, location, attendant and tariff names, in the recap's order (latest check-in first). */
function selectRecords(db: Db) {
  return db
    .select(columns)
    .from(r)
    .innerJoin(parkingVehicleTypes, eq(parkingVehicleTypes.id, r.vehicleTypeId))
    .innerJoin(parkingLocations, eq(parkingLocations.id, r.locationId))
    .leftJoin(users, eq(users.id, r.attendantId))
    .leftJoin(closer, eq(closer.id, r.checkOutAttendantId))
    .leftJoin(parkingTariffs, eq(parkingTariffs.id, r.tariffId))
    .$dynamic();
}
const recapOrder = [desc(r.checkInAt), desc(r.id)];

/** The recap's filters, for the page, its totals and the file alike. */
export interface ParkingFilter {
  q?: string;
  parking_location?: number;
  vehicle_type?: number;
  from?: string;
  to?: string;
  /** Only the stays with a note (`Catatan Janggal`). */
  flagged?: boolean;
}

/** The stays' own conditions: the location and type when not 0, the check-in days, the noted ones. */
function stayWhere(f: ParkingFilter, timeZone: string): SQL | undefined {
  const day = (date: string) => periodRange({ rt: 1, from: date }, timeZone)!;
  return and(
    f.parking_location ? eq(r.locationId, f.parking_location) : undefined,
    f.vehicle_type ? eq(r.vehicleTypeId, f.vehicle_type) : undefined,
    f.from ? gte(r.checkInAt, day(f.from).start) : undefined,
    f.to ? lt(r.checkInAt, day(f.to).end) : undefined,
    f.flagged ? isNotNull(r.flag) : undefined,
  );
}

/**
 * The matching stays: the plate holds the keyword (`plateMatch`), the location and type when not
 * 0, the check-in falls on the days from `from` to `to` of the zone, and when `flagged` the stay
 * has a note.
 */
export function parkingWhere(f: ParkingFilter, timeZone: string): SQL | undefined {
  return and(plateMatch(f.q, r.licenseNumber), stayWhere(f, timeZone));
}

/**
 * The same stays found through their plates: the plates that match, then each plate's stays from
 * the index by plate and check-in, which carries every column the totals need. A keyword found
 * in 20,000 stays reads no stay's row.
 */
function byPlateWhere(f: ParkingFilter, timeZone: string): SQL | undefined {
  const plates = sql`select ${parkingPlates.licenseNumber} from ${parkingPlates} where ${plateMatch(f.q, parkingPlates.licenseNumber)}`;
  return and(sql`${r.licenseNumber} in (${plates})`, stayWhere(f, timeZone));
}

/** The keyword's plate end when the days' plate summary holds the totals: over every location and type, not only the noted stays. */
const summaryPlateEnd = (f: ParkingFilter) => (f.parking_location || f.vehicle_type || f.flagged ? undefined : plateEndOf(f.q));

/**
 * A plate search's page and totals in one pass: the matching stays' id, check-in and fee are read
 * once from the index by plate and check-in (it carries them), then counted, summed and the page's
 * ids picked in the recap's order from that one reading. Two statements each read them again.
 */
async function plateSearch(db: Db, f: ParkingFilter, timeZone: string, limit: number, offset: number) {
  if (summaryPlateEnd(f)) return plateEndSearch(db, f, timeZone, limit, offset);
  const found = await matchingPage(db, f, timeZone, limit, offset);
  return { rows: await recordsOf(db, found.ids), totals: found.totals };
}

/** The matching stays' totals and the ids of a page of them, read once through their plates. */
async function matchingPage(db: Db, f: ParkingFilter, timeZone: string, limit: number, offset: number) {
  const result = await db.execute(sql`
    with matching as materialized (
      select ${r.id} as id, ${r.checkInAt} as at, ${r.amount} as amount from ${r} where ${byPlateWhere(f, timeZone)}
    )
    select (select count(*) from matching)::int as count,
           (select coalesce(sum(amount), 0) from matching)::bigint as income,
           (select coalesce(array_agg(id), '{}') from (select id from matching order by at desc, id desc limit ${limit} offset ${offset}) page) as ids`);
  const [row] = rowsOf<{ count: number; income: string | number; ids: number[] | string }>(result);
  const ids = Array.isArray(row.ids) ? row.ids.map(Number) : parseIntArray(row.ids);
  return { ids, totals: { count: Number(row.count), income: Number(row.income) } };
}

/**
 * Stays by id, whole, in the recap's order: one named statement, planned once per connection
 * (joining its six tables costs more to plan than to run).
 */
async function recordsOf(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return selectRecords(db).where(sql`${r.id} = any(${sql.placeholder('ids')}::int[])`).orderBy(...recapOrder).prepare('parking_records_by_id').execute({ ids });
}

/** A page of the matching stays in the recap's order, whole: their ids read from the stays alone, then the rows. */
async function pageOf(db: Db, where: SQL | undefined, limit: number, offset: number) {
  const ids = await db.select({ id: r.id }).from(r).where(where).orderBy(...recapOrder).limit(limit).offset(offset);
  return recordsOf(db, ids.map((row) => row.id));
}

/**
 * A keyword of one or two characters over every location and type: it can match tens of
 * thousands of stays a year, so its totals come from the days' plate summary. Its page comes from
 * the stays in the recap's order, each tested until the page is full, when that reads fewer stays
 * than the matches are (they are spread over the days: about `all / matches` stays are read per
 * match); otherwise, for a rare plate end or a page far down, through the plates as any keyword.
 */
async function plateEndSearch(db: Db, f: ParkingFilter, timeZone: string, limit: number, offset: number) {
  const totals = await parkingTotals(db, f, timeZone);
  if (totals.count <= offset) return { rows: [], totals };
  const all = await rangeTotals(db, { from: f.from, to: f.to }, {}, timeZone);
  const walked = ((offset + limit) * all.count) / totals.count;
  const rows = walked <= totals.count
    ? await pageOf(db, parkingWhere(f, timeZone), limit, offset)
    : await recordsOf(db, (await matchingPage(db, f, timeZone, limit, offset)).ids);
  return { rows, totals };
}

/** A PostgreSQL integer array as text (`{3,1}`), as a driver may hand it over. */
const parseIntArray = (text: string): number[] => (text.replace(/[{}]/g, '') ? text.replace(/[{}]/g, '').split(',').map(Number) : []);

/** Over every matching stay: how many, and the sum of their fees (stays still parked have none). */
async function matchingTotals(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number), income: sql<number>`coalesce(sum(${r.amount}), 0)`.mapWith(Number) })
    .from(r)
    .where(where);
  return row;
}

/**
 * The recap's totals: with a plate keyword or only the noted stays, summed over the few stays
 * they match, otherwise from the days' summaries, so a year costs what a day does.
 */
export function parkingTotals(db: Db, f: ParkingFilter, timeZone: string) {
  const plateEnd = summaryPlateEnd(f);
  if (plateEnd) return rangeTotals(db, { from: f.from, to: f.to }, { plateEnd }, timeZone);
  if (normalizePlate(f.q ?? '')) return matchingTotals(db, byPlateWhere(f, timeZone));
  if (f.flagged) return matchingTotals(db, parkingWhere(f, timeZone));
  return rangeTotals(db, { from: f.from, to: f.to }, { locationId: f.parking_location, vehicleTypeId: f.vehicle_type }, timeZone);
}

/** `GET /parking`: a page of the recap with the totals over all matching stays. */
export async function parkingPage(db: Db, query: ParkingListQuery, timeZone: string): Promise<ParkingListResponse> {
  const offset = (query.page - 1) * query.limit;
  const { rows, totals } = normalizePlate(query.q ?? '')
    ? await plateSearch(db, query, timeZone, query.limit, offset)
    : await Promise.all([
        pageOf(db, parkingWhere(query, timeZone), query.limit, offset),
        parkingTotals(db, query, timeZone),
      ]).then(([rows, totals]) => ({ rows, totals }));
  const page = rows.length > 0 || totals.count > 0 ? envelope(query, rows.map(toWire), totals.count) : emptyPage<ParkingRecordWire>(query);
  return { ...page, total_income: totals.income, total_data: totals.count };
}

/**
 * Every matching stay in the recap's order, `size` at a time. Each batch continues after the last
 * row of the one before (not at an offset), so the millionth row costs what the first did.
 */
export async function* parkingRows(db: Db, where: SQL | undefined, size = 5000): AsyncGenerator<ParkingRecordWire[]> {
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const rows = await selectRecords(db)
      .where(and(where, after ? sql`(${r.checkInAt}, ${r.id}) < (${after.at}::timestamptz, ${after.id})` : undefined))
      .orderBy(...recapOrder)
      .limit(size);
    if (rows.length > 0) yield rows.map(toWire);
    if (rows.length < size) return;
    const last = rows[rows.length - 1];
    after = { at: last.cursorAt, id: last.id };
  }
}

export async function getParkingRecord(db: Db, id: number): Promise<ParkingRecordWire | undefined> {
  const [row] = await selectRecords(db).where(eq(r.id, id));
  return row && toWire(row);
}

/** The tariff of a vehicle type in force on a day of the zone: its latest version from that day or before. */
export async function tariffInForce(db: Db, vehicleTypeId: number, day: string) {
  const [tariff] = await db
    .select()
    .from(parkingTariffs)
    .where(and(eq(parkingTariffs.vehicleTypeId, vehicleTypeId), lte(parkingTariffs.effectiveFrom, day)))
    .orderBy(desc(parkingTariffs.effectiveFrom))
    .limit(1);
  return tariff;
}

/** The columns of a stay as staff entered it; the fee from the tariff when checked out without one. */
async function fieldsOf(db: Db, b: ParkingRecordBody, timeZone: string, id?: number) {
  const [location] = await db.select({ id: parkingLocations.id }).from(parkingLocations).where(eq(parkingLocations.id, b.intparking_location_id));
  if (!location) throw fieldError('intparking_location_id', notFoundOf('Lokasi'));
  const [type] = await db.select({ id: parkingVehicleTypes.id }).from(parkingVehicleTypes).where(eq(parkingVehicleTypes.id, b.intvehicle_type_id));
  if (!type) throw fieldError('intvehicle_type_id', notFoundOf('Tipe Kendaraan'));
  const checkInAt = new Date(b.dtcheck_in);
  const checkOutAt = b.dtcheck_out ? new Date(b.dtcheck_out) : null;
  const status = checkOutAt ? PARKING_STATUS.left : PARKING_STATUS.parked;
  if (status === PARKING_STATUS.parked) {
    const [parked] = await db
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.locationId, b.intparking_location_id), eq(r.licenseNumber, b.vclicense_number), eq(r.status, PARKING_STATUS.parked), id ? ne(r.id, id) : undefined));
    if (parked) throw conflict(PARKING_MSG.alreadyParked, { vclicense_number: PARKING_MSG.alreadyParked });
  }
  const tariff = await tariffInForce(db, b.intvehicle_type_id, calendarDateIn(timeZone, checkInAt));
  let amount = b.decamount;
  if (checkOutAt && amount === null) {
    if (!tariff) throw fieldError('intvehicle_type_id', PARKING_MSG.noTariff);
    const t = { decfirst_fee: tariff.firstFee, intfirst_minutes: tariff.firstMinutes, dechourly_fee: tariff.hourlyFee, decmax_fee: tariff.maxFee };
    amount = parkingFee(t, checkInAt, checkOutAt);
  }
  return {
    licenseNumber: b.vclicense_number,
    vehicleTypeId: b.intvehicle_type_id,
    locationId: b.intparking_location_id,
    checkInAt,
    checkOutAt,
    status,
    amount,
    tariffId: tariff?.id ?? null,
  };
}

/** Rekap Data Parkir's stays: staff read them, and enter or correct one (an attendant's own calls are elsewhere). */
export function parkingRecordsResource(timeZone: string): CrudResource<ParkingRecordWire, ParkingRecordBody> {
  return {
    entity: 'parking_record',
    // The recap's page carries totals: its own route answers it, not this.
    list: async (db, query) => emptyPage(query),
    get: getParkingRecord,
    async create(db, body) {
      const [row] = await db.insert(r).values(await fieldsOf(db, body, timeZone)).returning({ id: r.id });
      return (await getParkingRecord(db, row.id))!;
    },
    // A correction keeps the attendant's times and notes (the audit row's `before` holds the values it replaces) and is noted itself.
    async update(db, id, body, _user, before) {
      const flag = joinFlags([...flagsOf(before.vcflag), PARKING_FLAGS.corrected]);
      await db.update(r).set({ ...(await fieldsOf(db, body, timeZone, id)), flag, updatedAt: sql`now()` }).where(eq(r.id, id));
      return (await getParkingRecord(db, id))!;
    },
    async remove(db, id) {
      await db.delete(r).where(eq(r.id, id));
    },
  };
}
