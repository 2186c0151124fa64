import { and, asc, eq, gte, inArray, like, lt, sql } from 'drizzle-orm';
import { isAppPath, screenOf, type ScreenKey, type SearchHit } from '@halte/contract';
import { drivers, menus, roleMenus, schools, students, vehicles } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { likePattern, searchAny } from '../../../lib/data/paging.js';
import { PARKING_SCREEN_OF, parkingLocationHits, parkingPlateHits, parkingVehicleTypeHits } from './parking-hits.js';

/** Hits per record type. */
const PER_TYPE = 5;
/** Record searches start at this many characters (the trigram indexes need a few letters). */
const MIN_RECORD_QUERY = 2;

/** The screen whose list shows each record type. */
export const SCREEN_OF = { student: 'master.students', driver: 'master.drivers', vehicle: 'master.vehicles' } as const satisfies Record<string, ScreenKey>;

const listUrl = (screen: ScreenKey, q: string) => `${screenOf(screen)!.path}?q=${encodeURIComponent(q)}`;

/** The role's menus whose name matches, of the screens it may open in this mode. */
async function menuHits(db: Db, roleId: number, screens: ReadonlySet<ScreenKey>, q: string): Promise<SearchHit[]> {
  if (screens.size === 0) return [];
  const parent = sql<string>`coalesce((select p.name from "menus" p where p.id = "menus"."parent_id"), '')`;
  const rows = await db
    .select({ name: menus.name, url: menus.url, parent })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(eq(roleMenus.roleId, roleId), inArray(menus.screenKey, [...screens]), searchAny(q, [menus.name])))
    .orderBy(asc(menus.sortOrder))
    .limit(8);
  return rows.filter((m) => isAppPath(m.url)).map((m) => ({ type: 'menu', label: m.name, sublabel: m.parent, url: m.url }));
}

/** The smallest digit string above every string starting with `digits` ('00599' → '00600'); undefined for '999'. */
export function nextDigitPrefix(digits: string): string | undefined {
  const i = digits.search(/[0-8]9*$/);
  if (i < 0) return undefined;
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - i - 1);
}

/** NISNs starting with the digits, as a range the unique index serves (a LIKE prefix only would under the C collation). */
function nisnStartsWith(digits: string) {
  const upper = nextDigitPrefix(digits);
  return and(gte(students.nisn, digits), upper ? lt(students.nisn, upper) : undefined, like(students.nisn, `${digits}%`));
}

/** Students by name (trigram index) and, for digits, by the start of the NISN. */
async function studentHits(db: Db, q: string): Promise<SearchHit[]> {
  const select = () =>
    db.select({ id: students.id, name: students.fullName, nisn: students.nisn, school: schools.name })
      .from(students).innerJoin(schools, eq(schools.id, students.schoolId));
  const byNisn = /^\d+$/.test(q) ? await select().where(nisnStartsWith(q)).orderBy(asc(students.nisn)).limit(PER_TYPE) : [];
  const byName = await select().where(searchAny(q, [students.fullName])).orderBy(asc(students.fullName), asc(students.id)).limit(PER_TYPE);
  const seen = new Set<number>();
  return [...byNisn, ...byName]
    .filter((s) => !seen.has(s.id) && seen.add(s.id))
    .slice(0, PER_TYPE)
    .map((s) => ({ type: 'student', label: s.name, sublabel: `NISN ${s.nisn} · ${s.school}`, url: listUrl(SCREEN_OF.student, s.nisn) }));
}

async function driverHits(db: Db, q: string): Promise<SearchHit[]> {
  const rows = await db.select({ name: drivers.fullName, code: drivers.code, phone: drivers.phone }).from(drivers)
    .where(searchAny(q, [drivers.fullName, drivers.code])).orderBy(asc(drivers.fullName), asc(drivers.id)).limit(PER_TYPE);
  return rows.map((d) => ({ type: 'driver', label: d.name, sublabel: `Kode ${d.code}`, url: listUrl(SCREEN_OF.driver, d.code) }));
}

/** Vehicles by name, code or plate; a plate matches with or without its spaces. */
async function vehicleHits(db: Db, q: string): Promise<SearchHit[]> {
  const compact = likePattern(q.replace(/\s+/g, ''));
  const rows = await db.select({ name: vehicles.name, code: vehicles.code, plate: vehicles.plate }).from(vehicles)
    .where(sql`(${searchAny(q, [vehicles.name, vehicles.code])} or replace(lower(${vehicles.plate}), ' ', '') like ${compact})`)
    .orderBy(asc(vehicles.code), asc(vehicles.id)).limit(PER_TYPE);
  return rows.map((v) => ({ type: 'vehicle', label: `${v.plate} - ${v.name}`, sublabel: `Kode ${v.code}`, url: listUrl(SCREEN_OF.vehicle, v.code) }));
}

/**
 * What the navbar search box shows: the role's menus, then the records of the screens it may
 * open (school: students, drivers, vehicles; parking: locations, vehicle types, plates).
 * `screens` are the role's screens in the running mode, so neither a menu nor a record of the
 * other mode's screens is found.
 */
export async function globalSearch(db: Db, roleId: number, screens: ReadonlySet<ScreenKey>, rawQ: string, timeZone: string): Promise<SearchHit[]> {
  const q = rawQ.trim();
  if (!q) return [];
  const hits = await menuHits(db, roleId, screens, q);
  if (q.length < MIN_RECORD_QUERY) return hits;
  const may = (screen: ScreenKey) => screens.has(screen);
  const groups = await Promise.all([
    may(SCREEN_OF.student) ? studentHits(db, q) : [],
    may(SCREEN_OF.driver) ? driverHits(db, q) : [],
    may(SCREEN_OF.vehicle) ? vehicleHits(db, q) : [],
    may(PARKING_SCREEN_OF['parking-location']) ? parkingLocationHits(db, q) : [],
    may(PARKING_SCREEN_OF['parking-vehicle-type']) ? parkingVehicleTypeHits(db, q) : [],
    may(PARKING_SCREEN_OF['parking-plate']) ? parkingPlateHits(db, q, timeZone) : [],
  ]);
  return [...hits, ...groups.flat()];
}
