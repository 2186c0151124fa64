import { bigint, date, doublePrecision, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stamps } from './columns.js';
import { users } from './access.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A place where attendants (JUKIR) collect the parking fee. */
export const parkingLocations = pgTable('parking_locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** An inactive location keeps its records but takes no new check-in. */
  active: boolean('active').notNull().default(true),
  ...stamps,
}, (t) => [index('parking_locations_name_idx').on(t.name)]);

/** A class of vehicle the regulation charges by (Mobil, Motor, Truk…). */
export const parkingVehicleTypes = pgTable('parking_vehicle_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  ...stamps,
}, (t) => [uniqueIndex('parking_vehicle_types_code_key').on(sql`lower(${t.code})`)]);

/**
 * A vehicle type's fee as one regulation sets it, in force from `effectiveFrom` (a day in the
 * server's TZ) until the next version of the same type. Money is integer rupiah.
 */
export const parkingTariffs = pgTable('parking_tariffs', {
  id: serial('id').primaryKey(),
  vehicleTypeId: integer('vehicle_type_id').notNull().references(() => parkingVehicleTypes.id, { onDelete: 'cascade' }),
  effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
  regulation: text('regulation').notNull().default(''),
  /** Charged for the first `firstMinutes`; with `firstMinutes` 0 it is a flat fee per entry. */
  firstFee: integer('first_fee').notNull(),
  firstMinutes: integer('first_minutes').notNull().default(0),
  /** Charged for each further started hour; 0 = none. */
  hourlyFee: integer('hourly_fee').notNull().default(0),
  /** Cap per day of parking; 0 = no cap. */
  maxFee: integer('max_fee').notNull().default(0),
  ...stamps,
}, (t) => [uniqueIndex('parking_tariffs_type_from_key').on(t.vehicleTypeId, t.effectiveFrom)]);

/**
 * One vehicle's stay: checked in by an attendant (or entered by staff), checked out with the fee
 * computed from the tariff in force at check-in and stored. Status 1 Parkir, 2 Keluar.
 */
export const parkingRecords = pgTable('parking_records', {
  id: serial('id').primaryKey(),
  /** Upper-case, without spaces: 'B 1234 CD' is stored 'B1234CD'. */
  licenseNumber: text('license_number').notNull(),
  vehicleTypeId: integer('vehicle_type_id').notNull().references(() => parkingVehicleTypes.id, { onDelete: 'restrict' }),
  locationId: integer('location_id').notNull().references(() => parkingLocations.id, { onDelete: 'restrict' }),
  attendantId: integer('attendant_id').references(() => users.id, { onDelete: 'set null' }),
  checkInAt: at('check_in_at').notNull(),
  checkOutAt: at('check_out_at'),
  /** 1 Parkir, 2 Keluar (PARKING_STATUS). */
  status: smallint('status').notNull().default(1),
  /** Integer rupiah, set at check-out. */
  amount: integer('amount'),
  tariffId: integer('tariff_id').references(() => parkingTariffs.id, { onDelete: 'set null' }),
  /** The phone's ids of the check-in and check-out, so a re-sent request changes nothing. */
  checkInClientId: text('check_in_client_id'),
  checkOutClientId: text('check_out_client_id'),
  /**
   * An attendant's check-in and check-out: the phone's time and the server's receive time. The
   * stay's own time is the phone's only for an entry the phone queued offline.
   */
  checkInDeviceAt: at('check_in_device_at'),
  checkInReceivedAt: at('check_in_received_at'),
  checkOutDeviceAt: at('check_out_device_at'),
  checkOutReceivedAt: at('check_out_received_at'),
  /** The attendant who checked the vehicle out (any attendant may, anywhere: it is noted). */
  checkOutAttendantId: integer('check_out_attendant_id').references(() => users.id, { onDelete: 'set null' }),
  /** The stay's notes, `mundur, petugas_lain, lokasi_lain, dikoreksi` (PARKING_FLAGS); null when none. */
  flag: text('flag'),
  /** The fee the receive time of the attendant's check-out would have given, integer rupiah. */
  serverAmount: integer('server_amount'),
  ...stamps,
}, (t) => [
  index('parking_records_check_in_idx').on(t.checkInAt, t.id),
  index('parking_records_location_check_in_idx').on(t.locationId, t.checkInAt),
  index('parking_records_type_check_in_idx').on(t.vehicleTypeId, t.checkInAt),
  index('parking_records_attendant_check_in_idx').on(t.attendantId, t.checkInAt),
  // A plate is parked at most once per location at a time, whatever requests race.
  uniqueIndex('parking_records_parked_key').on(t.locationId, t.licenseNumber).where(sql`status = 1`),
  uniqueIndex('parking_records_check_in_client_key').on(t.attendantId, t.checkInClientId),
  uniqueIndex('parking_records_check_out_client_key').on(t.checkOutAttendantId, t.checkOutClientId),
  index('parking_records_flagged_idx').on(t.checkInAt, t.id).where(sql`flag IS NOT NULL`),
  // A plate's stays in time order, carrying what the recap's totals sum and its order (`INCLUDE` in the migration).
  index('parking_records_plate_check_in_idx').on(t.licenseNumber, t.checkInAt),
]);

/**
 * Every plate ever parked, once, kept by a trigger on `parking_records`: a plate search finds its
 * plates here by trigram, then their stays through `parking_records_plate_check_in_idx`.
 */
export const parkingPlates = pgTable('parking_plates', {
  licenseNumber: text('license_number').primaryKey(),
}, (t) => [index('parking_plates_trgm').using('gin', sql`lower(${t.licenseNumber}) gin_trgm_ops`)]);

/**
 * A summarised day's stays and income by the ends of their plates, for a plate keyword of one or
 * two characters (which matches only there): `kind` is the part (PLATE_PART: 1 the first
 * character, 2 the first two, 3 the last two, 4 the first two of a plate ending with them too),
 * `part` its characters in lower case. Summed and forgotten with `parkingDailyTotals`.
 */
export const parkingDailyPlateTotals = pgTable('parking_daily_plate_totals', {
  day: date('day', { mode: 'string' }).notNull(),
  kind: smallint('kind').notNull(),
  part: text('part').notNull(),
  stays: integer('stays').notNull(),
  income: bigint('income', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ columns: [t.kind, t.part, t.day] })]);

/** The revenue target of a year (month 0) and optionally of its months (1–12), integer rupiah. */
export const parkingTargets = pgTable('parking_targets', {
  year: integer('year').notNull(),
  month: smallint('month').notNull().default(0),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  ...stamps,
}, (t) => [primaryKey({ columns: [t.year, t.month] })]);

/**
 * The closed days whose stays `parkingDailyTotals` sums up, each with the instants it spans in
 * the zone it was summed in. A write to a stay checked in during a day deletes the day here (a
 * trigger), and with it the right to read its totals until they are summed again.
 */
export const parkingSummaryDays = pgTable('parking_summary_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  timeZone: text('time_zone').notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
}, (t) => [index('parking_summary_days_ends_idx').on(t.endsAt)]);

/** A summarised day's stays and income per location and vehicle type (by check-in). */
export const parkingDailyTotals = pgTable('parking_daily_totals', {
  day: date('day', { mode: 'string' }).notNull(),
  locationId: integer('location_id').notNull(),
  vehicleTypeId: integer('vehicle_type_id').notNull(),
  stays: integer('stays').notNull(),
  income: bigint('income', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ columns: [t.day, t.locationId, t.vehicleTypeId] })]);
