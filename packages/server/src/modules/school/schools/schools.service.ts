import { asc, eq, sql } from 'drizzle-orm';
import { schoolLevelName, type SchoolBody, type SchoolDetailWire, type SchoolWire } from '@halte/contract';
import { schools, schoolVehicles, students, vehicles } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { countOf } from '../../../lib/data/paging.js';
import { listOf } from '../../../lib/data/list.js';
import { conflict } from '../../../lib/http/http-error.js';
import { replaceLinks } from '../../../lib/data/link-table.js';
import { registerUnique } from '../../../lib/http/db-errors.js';
import type { CrudResource } from '../../../lib/data/crud.js';

registerUnique('schools_code_unique', 'vckode', 'Kode');

type SchoolRecord = { id: number; code: string; name: string; address: string; level: number; latitude: number | null; longitude: number | null };

export const toSchoolWire = (s: SchoolRecord): SchoolWire => ({
  intid: s.id,
  vckode: s.code,
  vcnama: s.name,
  vcalamat: s.address,
  intjenjangsekolah: s.level,
  vcjenjang_sekolah: schoolLevelName(s.level),
  declattitude: s.latitude,
  declongitude: s.longitude,
});

export async function getSchool(db: Db, id: number): Promise<SchoolDetailWire | undefined> {
  const [row] = await db.select().from(schools).where(eq(schools.id, id));
  if (!row) return undefined;
  const serving = await db
    .select({ intid: vehicles.id, vcnopol: vehicles.plate, vcnama: vehicles.name })
    .from(schoolVehicles)
    .innerJoin(vehicles, eq(vehicles.id, schoolVehicles.vehicleId))
    .where(eq(schoolVehicles.schoolId, id))
    .orderBy(asc(vehicles.plate));
  return { ...toSchoolWire(row), vehicles: serving };
}

/** Sets the vehicles serving a school; undefined leaves them as they are. */
const setVehicles = (db: Db, schoolId: number, ids: number[] | undefined) =>
  replaceLinks(db, ids, {
    target: vehicles.id,
    field: 'vehicles',
    missing: 'Kendaraan tidak ditemukan.',
    table: schoolVehicles,
    owned: eq(schoolVehicles.schoolId, schoolId),
    row: (vehicleId) => ({ schoolId, vehicleId }),
  });

const schoolsList = listOf({
  table: schools,
  id: schools.id,
  columns: { id: schools.id, code: schools.code, name: schools.name, address: schools.address, level: schools.level, latitude: schools.latitude, longitude: schools.longitude },
  search: [schools.name, schools.code],
  order: [schools.name],
  map: (row: SchoolRecord) => toSchoolWire(row),
});

const fieldsOf = (b: SchoolBody) => ({ code: b.vckode, name: b.vcnama, address: b.vcalamat, level: b.intjenjangsekolah, latitude: b.declattitude, longitude: b.declongitude });

export const schoolsResource: CrudResource<SchoolDetailWire, SchoolBody> = {
  entity: 'school',
  list: schoolsList,
  get: getSchool,
  async create(db, body) {
    const [row] = await db.insert(schools).values(fieldsOf(body)).returning({ id: schools.id });
    await setVehicles(db, row.id, body.vehicles);
    return (await getSchool(db, row.id))!;
  },
  async update(db, id, body) {
    await db.update(schools).set({ ...fieldsOf(body), updatedAt: sql`now()` }).where(eq(schools.id, id));
    await setVehicles(db, id, body.vehicles);
    return (await getSchool(db, id))!;
  },
  async remove(db, id, before) {
    const n = await countOf(db, students, eq(students.schoolId, id));
    if (n > 0) throw conflict(`Sekolah ${before.vcnama} masih digunakan oleh ${n} siswa.`);
    await db.delete(schools).where(eq(schools.id, id));
  },
};
