import { classes } from '../../src/db/schema/index.js';
import type { TestApp } from './app.js';
import { created, routeBody, schoolBody, vehicleBody } from './transport-fixtures.js';

let counter = 0;

/** A driver with a sign-in account (role DRIVER), signed in. */
export async function signedInDriver(t: TestApp, name = 'Pengemudi') {
  counter += 1;
  const username = `sopir${counter}${Date.now() % 100000}`;
  const driver = await created(t, '/api/v1/employee', {
    vccode_driver: `DRV${counter}${Date.now() % 100000}`,
    vcnip: `19800101${String(counter).padStart(4, '0')}${Date.now() % 100000}`,
    vcname: `${name} ${counter}`,
    vcphone: `08120000${counter}`,
    intfungsional: 1,
    vcusername: username,
    vcpassword: 'sopir-rahasia-1',
  });
  return { id: driver.intid as number, name: driver.vcname as string, token: await t.signin(username, 'sopir-rahasia-1') };
}

export const studentBody = (nisn: string, schoolId: number, classId: number, name: string) => ({
  vckode: nisn,
  vcnama: name,
  vcalamat: 'Jl. Sunan Kalijaga No. 1, Tuban',
  intsex: 1,
  intsekolah: schoolId,
  intkelas: classId,
  vcnamaortuwali: `Wali ${name}`,
  vctelportuwali: '0812-3456-7890',
  vcnikortuwali: '',
  intuser_public_id: '0',
});

/**
 * Two routes: route A with two buses serving school A (linked to the first bus only), route B
 * with one bus serving school B; a student at each school.
 */
export async function transportWorld(t: TestApp, n = 1) {
  const base = n * 10;
  const routeA = await created(t, '/api/v1/routes', routeBody(base + 1));
  const routeB = await created(t, '/api/v1/routes', routeBody(base + 2));
  const busA1 = await created(t, '/api/v1/vehicles', vehicleBody(base + 1, routeA.intid));
  const busA2 = await created(t, '/api/v1/vehicles', vehicleBody(base + 2, routeA.intid));
  const busB = await created(t, '/api/v1/vehicles', vehicleBody(base + 3, routeB.intid));
  const schoolA = await created(t, '/api/v1/schools', schoolBody(base + 1, { vcnama: `SD Negeri ${base + 1} Tuban`, vehicles: [busA1.intid] }));
  const schoolB = await created(t, '/api/v1/schools', schoolBody(base + 2, { vcnama: `SD Negeri ${base + 2} Tuban`, vehicles: [busB.intid] }));
  const [kelas] = await t.database.db.select({ id: classes.id }).from(classes).limit(1);
  const studentA = await created(t, '/api/v1/students', studentBody(String(9_100_000_000 + base + 1), schoolA.intid, kelas.id, `Ahmad Fauzi ${n}`));
  const studentA2 = await created(t, '/api/v1/students', studentBody(String(9_100_000_000 + base + 3), schoolA.intid, kelas.id, `Budi Santoso ${n}`));
  const studentB = await created(t, '/api/v1/students', studentBody(String(9_100_000_000 + base + 2), schoolB.intid, kelas.id, `Siti Aminah ${n}`));
  return { routeA, routeB, busA1, busA2, busB, schoolA, schoolB, studentA, studentA2, studentB };
}
