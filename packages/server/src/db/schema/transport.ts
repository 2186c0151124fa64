import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stamps } from './columns.js';
import { users } from './access.js';
import { members } from './members.js';

export const routes = pgTable('routes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Road-following path as [longitude, latitude] pairs, filled by map generation. */
  path: jsonb('path').$type<[number, number][]>(),
  ...stamps,
});

/** Ordered stops of a route. */
export const routePoints = pgTable('route_points', {
  id: serial('id').primaryKey(),
  routeId: integer('route_id').notNull().references(() => routes.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  name: text('name').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
}, (t) => [index('route_points_route_idx').on(t.routeId, t.seq)]);

export const vehicles = pgTable('vehicles', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  plate: text('plate').notNull(),
  /** 1 Bus, 2 Angkotan. */
  type: smallint('type').notNull(),
  routeId: integer('route_id').notNull().references(() => routes.id, { onDelete: 'restrict' }),
  deviceId: text('device_id'),
  ...stamps,
}, (t) => [
  uniqueIndex('vehicles_plate_key').on(sql`upper(replace(${t.plate}, ' ', ''))`),
  uniqueIndex('vehicles_device_key').on(t.deviceId),
  index('vehicles_route_idx').on(t.routeId),
]);

export const drivers = pgTable('drivers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nip: text('nip').notNull().unique(),
  fullName: text('full_name').notNull(),
  phone: text('phone').notNull(),
  cardPrinted: boolean('card_printed').notNull().default(false),
  /** The driver's sign-in account (role DRIVER), when 'Menggunakan Akun?' is on. */
  userId: integer('user_id').unique().references(() => users.id, { onDelete: 'set null' }),
  ...stamps,
}, (t) => [index('drivers_name_trgm').using('gin', sql`lower(${t.fullName}) gin_trgm_ops`)]);

/** Classes per school level (2 SD, 3 SMP, 4 SMA / SMK). */
export const classes = pgTable('classes', {
  id: serial('id').primaryKey(),
  level: smallint('level').notNull(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [uniqueIndex('classes_level_name_key').on(t.level, t.name)]);

export const schools = pgTable('schools', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  level: smallint('level').notNull(),
  /** Where the school stands; a child without a chosen stop gets the route's stop nearest to it. */
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  ...stamps,
}, (t) => [index('schools_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`)]);

/** Which vehicles serve which school. */
export const schoolVehicles = pgTable('school_vehicles', {
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'cascade' }),
  vehicleId: integer('vehicle_id').notNull().references(() => vehicles.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.schoolId, t.vehicleId] })]);

export const students = pgTable('students', {
  id: serial('id').primaryKey(),
  nisn: text('nisn').notNull().unique(),
  fullName: text('full_name').notNull(),
  address: text('address').notNull(),
  /** 1 male, 2 female. */
  sex: smallint('sex').notNull(),
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'restrict' }),
  classId: integer('class_id').notNull().references(() => classes.id, { onDelete: 'restrict' }),
  parentName: text('parent_name').notNull(),
  parentPhone: text('parent_phone').notNull(),
  parentNik: text('parent_nik').notNull().default(''),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
  /** The route the child rides, as approved from a registration; null: any bus serving the school. */
  routeId: integer('route_id').references(() => routes.id, { onDelete: 'set null' }),
  /** The stop the child boards at, one of the route's; null: the route's stop nearest to the school. */
  routePointId: integer('route_point_id').references(() => routePoints.id, { onDelete: 'set null' }),
  cardPrinted: boolean('card_printed').notNull().default(false),
  ...stamps,
}, (t) => [
  index('students_school_idx').on(t.schoolId),
  index('students_member_idx').on(t.memberId),
  index('students_route_idx').on(t.routeId),
  index('students_route_point_idx').on(t.routePointId),
  index('students_name_trgm').using('gin', sql`lower(${t.fullName}) gin_trgm_ops`),
  index('students_nisn_trgm').using('gin', sql`lower(${t.nisn}) gin_trgm_ops`),
  // The unsearched list pages in name order straight from this index.
  index('students_name_order').on(t.fullName, t.id),
]);
