import { asc, eq } from 'drizzle-orm';
import { classes, routePoints } from '../../src/db/schema/index.js';
import type { TestApp } from './app.js';
import { created, routeBody, schoolBody } from './transport-fixtures.js';

type Stop = readonly [name: string, latitude: number | null, longitude: number | null];

/** A route of these stops, in this order. */
export async function routeOf(t: TestApp, n: number, stops: readonly Stop[]) {
  return created(t, '/api/v1/routes', routeBody(n, { titik_rute: stops.map(([vcnama, declattitude, declongitude]) => ({ vcnama, declattitude, declongitude })) }));
}

/** The route's stops' ids by name, in their order. */
export async function stopIds(t: TestApp, routeId: number): Promise<Record<string, number>> {
  const rows = await t.database.db.select({ id: routePoints.id, name: routePoints.name }).from(routePoints).where(eq(routePoints.routeId, routeId)).orderBy(asc(routePoints.seq));
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}

/** A primary school, at the given position or at none. */
export async function schoolAt(t: TestApp, n: number, at: readonly [number, number] | null) {
  return created(t, '/api/v1/schools', schoolBody(n, { vcnama: `SD Negeri ${n} Tuban`, declattitude: at?.[0] ?? null, declongitude: at?.[1] ?? null }));
}

/** A class of the primary level. */
export async function primaryClass(t: TestApp): Promise<number> {
  const [kelas] = await t.database.db.select({ id: classes.id }).from(classes).where(eq(classes.level, 2)).limit(1);
  return kelas.id;
}

interface Route {
  intid: number;
  vcnama: string;
}

export interface SchoolWithTwoRoutes {
  school: { intid: number };
  kelas: number;
  routeA: Route;
  routeB: Route;
  stopsA: Record<string, number>;
  stopsB: Record<string, number>;
}

/**
 * A primary school at `at` and two routes of these stops, with a class of the primary level
 * and each route's stops' ids by name. and two routes of these stops, with a class of the primary level
 * and each route's stops' ids by name.
 */
export async function schoolWithTwoRoutes(t: TestApp, n: { school: number; routeA: number; routeB: number }, at: readonly [number, number], stopsOfA: readonly Stop[], stopsOfB: readonly Stop[]): Promise<SchoolWithTwoRoutes> {
  const school = await schoolAt(t, n.school, at);
  const kelas = await primaryClass(t);
  const routeA = await routeOf(t, n.routeA, stopsOfA);
  const routeB = await routeOf(t, n.routeB, stopsOfB);
  const stopsA = await stopIds(t, routeA.intid);
  const stopsB = await stopIds(t, routeB.intid);
  return { school, kelas, routeA, routeB, stopsA, stopsB };
}

/** The Data Siswa form's body of a child at `schoolId`. */
export const childBody = (n: number, schoolId: number, classId: number, extra: Record<string, unknown> = {}) => ({
  vckode: String(9_300_000_000 + n),
  vcnama: `Anak Halte ${n}`,
  vcalamat: `Jl. Pemuda No. ${n}, Tuban`,
  intsex: 2,
  intsekolah: schoolId,
  intkelas: classId,
  vcnamaortuwali: `Wali ${n}`,
  vctelportuwali: '0812-3456-7890',
  vcnikortuwali: '',
  intuser_public_id: '0',
  ...extra,
});
