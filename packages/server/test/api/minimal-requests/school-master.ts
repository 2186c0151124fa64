import { eq } from 'drizzle-orm';
import { classes } from '../../../src/db/schema/index.js';
import type { TestApp } from '../../helpers/app.js';
import { created, routeBody, schoolBody, vehicleBody } from '../../helpers/transport-fixtures.js';
import type { MinimalRequest, MinimalRequests } from './harness.js';

/** Numbers every record made here unique, whatever order the tests run in. */
let counter = 0;
const next = () => 700 + ++counter;

const admin = (r: Omit<MinimalRequest, 'token'>) => (t: TestApp): Promise<MinimalRequest> => Promise.resolve({ token: t.adminToken, ...r });
const today = () => new Date().toISOString().slice(0, 10);

// Each record's minimal create body: only the fields the document marks required.
const route = (n: number) => routeBody(n, { vckode: `MR${n}` });
const newRoute = (t: TestApp) => created(t, '/api/v1/routes', route(next()));
const vehicle = async (t: TestApp, n = next()) => vehicleBody(n, (await newRoute(t)).intid as number, { vckode: `MB${n}` });
const newVehicle = async (t: TestApp) => created(t, '/api/v1/vehicles', await vehicle(t));
const school = (n: number) => schoolBody(n, { vckode: `MS${n}` });
const newSchool = (t: TestApp) => created(t, '/api/v1/schools', school(next()));
const driver = (n: number) => ({ vccode_driver: `MD${n}`, vcnip: `19900101${n}`, vcname: `Pengemudi ${n}`, vcphone: `0812000${n}` });
const newDriver = (t: TestApp) => created(t, '/api/v1/employee', driver(next()));

/** A student of a new school, in a class of that school's level. */
const student = async (t: TestApp) => {
  const s = await newSchool(t);
  const [kelas] = await t.database.db.select({ id: classes.id }).from(classes).where(eq(classes.level, s.intjenjangsekolah as number)).limit(1);
  const n = next();
  return {
    vckode: `99${n}`,
    vcnama: `Siswa ${n}`,
    vcalamat: 'Jl. Sunan Kalijaga No. 1, Tuban',
    intsex: 1,
    intsekolah: s.intid as number,
    intkelas: kelas.id,
    vcnamaortuwali: `Wali ${n}`,
    vctelportuwali: '0812-3456-7890',
  };
};
const newStudent = async (t: TestApp) => created(t, '/api/v1/students', await student(t));

const article = (n: number) => ({ vcnama: `Artikel ${n}`, vcdeskripsi: `Ringkasan ${n}.`, vcartikel: `<p>Isi artikel ${n}.</p>` });
const newArticle = (t: TestApp) => created(t, '/api/v1/articles', article(next()));
const slider = (n: number) => ({ vcnama: `Slide ${n}` });
const newSlider = (t: TestApp) => created(t, '/api/v1/articles/slider', slider(next()));

/** A resource's five calls: each change on a record made for it. */
const crud = (path: string, body: (t: TestApp) => Promise<Record<string, unknown>>, make: (t: TestApp) => Promise<{ intid: number }>): MinimalRequests => ({
  [`GET ${path}`]: admin({}),
  [`GET ${path}/:id`]: async (t) => ({ token: t.adminToken, params: { id: (await make(t)).intid } }),
  [`POST ${path}`]: async (t) => ({ token: t.adminToken, body: await body(t) }),
  [`PUT ${path}/:id`]: async (t) => ({ token: t.adminToken, params: { id: (await make(t)).intid }, body: await body(t) }),
  [`DELETE ${path}/:id`]: async (t) => ({ token: t.adminToken, params: { id: (await make(t)).intid } }),
});

/** A record's card: read, and marked printed. */
const card = (path: string, make: (t: TestApp) => Promise<{ intid: number }>): MinimalRequests => ({
  [`GET ${path}/:id/print`]: async (t) => ({ token: t.adminToken, params: { id: (await make(t)).intid } }),
  [`POST ${path}/:id/print`]: async (t) => ({ token: t.adminToken, params: { id: (await make(t)).intid } }),
});

export const schoolMasterRequests: MinimalRequests = {
  // Data Pengemudi (no sign-in account: 'Menggunakan Akun?' is optional and off).
  ...crud('/employee', () => Promise.resolve(driver(next())), newDriver),
  ...card('/employee', newDriver),

  // Data Kendaraan, each on a new route.
  ...crud('/vehicles', (t) => vehicle(t), newVehicle),

  // Data Rute, its saved road line (empty is a line), and the line drawn through stops: with no
  // provider configured (the harness's app sets none) the server draws straight segments.
  ...crud('/routes', () => Promise.resolve(route(next())), newRoute),
  'PUT /routes/map/:id': async (t) => ({ token: t.adminToken, params: { id: (await newRoute(t)).intid }, body: { titik_rute_map: [] } }),
  'POST /routes/directions': admin({ body: { coordinates: [[112.0452, -6.89], [112.0452, -6.88]] } }),

  // Data Sekolah.
  ...crud('/schools', () => Promise.resolve(school(next())), newSchool),

  // The class options: of a level (SD), and of a school's level.
  'GET /lists/class/:schoolLevelId': admin({ params: { schoolLevelId: 2 } }),
  'GET /class/:id': async (t) => ({ token: t.adminToken, params: { id: (await newSchool(t)).intid } }),

  // Data Siswa and their cards.
  ...crud('/students', student, newStudent),
  ...card('/students', newStudent),

  // Artikel, read and changed by uuid (no image: it is optional).
  'GET /articles': admin({}),
  'POST /articles': (t) => Promise.resolve({ token: t.adminToken, body: article(next()) }),
  'GET /articles/:uuid': async (t) => ({ token: t.adminToken, params: { uuid: (await newArticle(t)).vcuuid } }),
  'PUT /articles/:uuid': async (t) => ({ token: t.adminToken, params: { uuid: (await newArticle(t)).vcuuid }, body: article(next()) }),
  'DELETE /articles/:uuid': async (t) => ({ token: t.adminToken, params: { uuid: (await newArticle(t)).vcuuid } }),

  // Gambar Slider (no image: it is optional).
  ...crud('/articles/slider', () => Promise.resolve(slider(next())), newSlider),

  // The dashboard's figures, of today (`date` is optional).
  'GET /dashboard/student-progress': admin({}),
  'GET /dashboard/student-statistic': admin({}),
  'GET /vehicles/activity': admin({}),
  'GET /dashboard/fleet-attendance': admin({}),
  'GET /dashboard/weekly-data': admin({}),

  // Laporan Bus, Sopir and Siswa: a day of an existing vehicle or driver; the files of no filter.
  'GET /report/bus': admin({}),
  'GET /report/bus/detail/:id/:date': async (t) => ({ token: t.adminToken, params: { id: (await newVehicle(t)).intid, date: today() } }),
  'GET /report/bus/export': admin({}),
  'GET /report/driver': admin({}),
  'GET /report/driver/detail/:id/:date': async (t) => ({ token: t.adminToken, params: { id: (await newDriver(t)).intid, date: today() } }),
  'GET /report/driver/export/:date': async (t) => ({ token: t.adminToken, params: { date: today() } }),
  ...crud('/report/student', student, newStudent),
  'GET /report/student/export': admin({}),
};
