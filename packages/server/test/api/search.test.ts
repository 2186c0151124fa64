import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { classes, students } from '../../src/db/schema/index.js';
import { nextDigitPrefix } from '../../src/modules/platform/search/search.service.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { userWithScreens } from '../helpers/roles.js';
import { created, routeBody, schoolBody, vehicleBody } from '../helpers/transport-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const route = await created(t, '/api/v1/routes', routeBody(1));
  await created(t, '/api/v1/vehicles', vehicleBody(1, route.intid, { vcnama: 'Bus Wijaya', vcnopol: 'S 7788 HK' }));
  for (let n = 2; n <= 8; n++) await created(t, '/api/v1/vehicles', vehicleBody(n, route.intid, { vcnama: `Bus Merah ${n}` }));
  await created(t, '/api/v1/employee', { vccode_driver: 'DRV-WIJ', vcnip: '111', vcname: 'Wijaya Kusuma', vcphone: '0812' });
  await created(t, '/api/v1/employee', { vccode_driver: 'DRV-002', vcnip: '222', vcname: 'Bambang Sutrisno', vcphone: '0813' });
  const school = await created(t, '/api/v1/schools', schoolBody(1));
  const [cls] = await t.database.db.select().from(classes).where(and(eq(classes.level, 2), eq(classes.name, 'Kelas 3')));
  const student = (nisn: string, fullName: string) => ({
    nisn, fullName, address: 'Tuban', sex: 1, schoolId: school.intid, classId: cls.id, parentName: 'Orang Tua', parentPhone: '0812',
  });
  await t.database.db.insert(students).values([
    student('0051234567', 'Dewi Wijayanti'),
    student('0059990001', 'Rudi Hartono'),
    ...Array.from({ length: 7 }, (_, i) => student(`00611111${i}0`, `Ahmad Fauzi ${i}`)),
  ]);
});
afterAll(() => t.close());

interface Hit { type: string; label: string; sublabel: string; url: string }
const search = async (q: string, token = t.adminToken): Promise<Hit[]> => {
  const res = await t.call('GET', `/api/v1/search?q=${encodeURIComponent(q)}`, { token });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const ofType = (hits: Hit[], type: string) => hits.filter((h) => h.type === type);

describe('GET /search', () => {
  it("finds the role's screens by name, linking to them", async () => {
    const hits = await search('kendaraan');
    expect(ofType(hits, 'menu')).toEqual([
      { type: 'menu', label: 'Lacak Kendaraan', sublabel: 'Dashboard', url: '/main/lacak-kendaraan' },
      { type: 'menu', label: 'Kendaraan', sublabel: 'Master', url: '/master/kendaraan' },
    ]);
    // Parking's 'Tipe Kendaraan' is not a screen of this mode; group headers are never hits.
    expect((await search('master')).filter((h) => h.type === 'menu')).toEqual([]);
  });

  it('finds students by name or NISN, drivers by name or code, vehicles by name, code or plate', async () => {
    const wijaya = await search('wijaya');
    expect(ofType(wijaya, 'student')).toEqual([
      { type: 'student', label: 'Dewi Wijayanti', sublabel: 'NISN 0051234567 · SD Negeri 1 Tuban', url: '/master/siswa?q=0051234567' },
    ]);
    expect(ofType(wijaya, 'driver')).toEqual([{ type: 'driver', label: 'Wijaya Kusuma', sublabel: 'Kode DRV-WIJ', url: '/master/pengemudi?q=DRV-WIJ' }]);
    expect(ofType(wijaya, 'vehicle')).toEqual([{ type: 'vehicle', label: 'S 7788 HK - Bus Wijaya', sublabel: 'Kode BUS01', url: '/master/kendaraan?q=BUS01' }]);

    expect(ofType(await search('00599'), 'student').map((h) => h.label)).toEqual(['Rudi Hartono']);
    expect(ofType(await search('drv-002'), 'driver').map((h) => h.label)).toEqual(['Bambang Sutrisno']);
    expect(ofType(await search('s7788hk'), 'vehicle').map((h) => h.label)).toEqual(['S 7788 HK - Bus Wijaya']);
    expect(ofType(await search('bus03'), 'vehicle').map((h) => h.label)).toEqual(['S 1003 AB - Bus Merah 3']);
  });

  it('finds a NISN by its first digits through an index range', async () => {
    expect([nextDigitPrefix('00599'), nextDigitPrefix('129'), nextDigitPrefix('7'), nextDigitPrefix('999')]).toEqual(['00600', '130', '8', undefined]);
    expect(ofType(await search('005999'), 'student').map((h) => h.label)).toEqual(['Rudi Hartono']);
    expect(ofType(await search('0051234567'), 'student').map((h) => h.label)).toEqual(['Dewi Wijayanti']);
    expect(ofType(await search('0061111'), 'student')).toHaveLength(5);
    expect(ofType(await search('99'), 'student')).toEqual([]);
  });

  it('answers at most five hits per type', async () => {
    const hits = await search('ahmad fauzi');
    expect(ofType(hits, 'student')).toHaveLength(5);
    expect(ofType(await search('bus merah'), 'vehicle')).toHaveLength(5);
  });

  it('answers nothing for an empty query and only screens for a single character', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect((await search('a')).every((h) => h.type === 'menu')).toBe(true);
    expect(await search('tidak-ada-apa-apa')).toEqual([]);
  });

  it("only shows records whose screen the user's role has", async () => {
    const clerk = await userWithScreens(t, ['master.students']);
    const hits = await search('wijaya', clerk.token);
    expect(hits.map((h) => h.type)).toEqual(['student']);
    expect(ofType(await search('siswa', clerk.token), 'menu').map((h) => h.url)).toEqual(['/master/siswa']);
    const nobody = await userWithScreens(t, []);
    expect(await search('wijaya', nobody.token)).toEqual([]);
  });

  it("finds neither menus nor records of the other mode's screens", async () => {
    const clerk = await userWithScreens(t, ['master.students', 'master.drivers', 'master.parking-locations']);
    expect(ofType(await search('lokasi', clerk.token), 'menu')).toEqual([]);
    const parking = await startTestApp({ APP_TYPE: 'parking' }, t.database);
    try {
      const token = await parking.signin(...clerk.credentials);
      const find = async (q: string) => (await parking.call('GET', `/api/v1/search?q=${q}`, { token })).json().data as Hit[];
      expect(await find('siswa')).toEqual([]);
      expect(await find('wijaya')).toEqual([]);
      expect(await find('lokasi')).toEqual([{ type: 'menu', label: 'Lokasi Parkir', sublabel: 'Master', url: '/master/lokasi' }]);
    } finally {
      await parking.close();
    }
  });

  it('needs a signed-in user and a query of sensible length', async () => {
    expect((await t.call('GET', '/api/v1/search?q=wijaya')).statusCode).toBe(401);
    const long = await t.call('GET', `/api/v1/search?q=${'a'.repeat(101)}`, { token: t.adminToken });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Kata kunci maksimal 100 karakter.');
    // LIKE wildcards typed by the user match literally.
    expect(await search('%')).toEqual([]);
  });
});
