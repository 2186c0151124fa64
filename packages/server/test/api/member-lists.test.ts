import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { classes, schools } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { transportWorld } from '../helpers/driver-fixtures.js';
import { signedInMember } from '../helpers/member-fixtures.js';

let t: TestApp;
let token: string;
let w: Awaited<ReturnType<typeof transportWorld>>;
beforeAll(async () => {
  t = await startTestApp();
  w = await transportWorld(t);
  token = (await signedInMember(t)).token;
});
afterAll(() => t.close());

const get = (url: string, as = token) => t.call('GET', `/api/v1/member/lists${url}`, { token: as });

describe("the registration form's choices, read by members", () => {
  it('schools: searched by name, with the level the class list needs', async () => {
    const res = await get(`/school?q=${encodeURIComponent(w.schoolA.vcnama)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ value: w.schoolA.intid, label: w.schoolA.vcnama, intid: w.schoolA.intid, intjenjangsekolah: w.schoolA.intjenjangsekolah }]);
    expect((await get(`/school?ids=${w.schoolB.intid}`)).json().data.map((o: { label: string }) => o.label)).toEqual([w.schoolB.vcnama]);
  });

  it("a school's classes: those of its level only; an unknown school answers 404", async () => {
    const [school] = await t.database.db.select({ level: schools.level }).from(schools).where(eq(schools.id, w.schoolA.intid));
    const ofLevel = await t.database.db.select({ id: classes.id, level: classes.level }).from(classes);
    const expected = ofLevel.filter((c) => c.level === school.level).map((c) => c.id).sort((a, b) => a - b);
    const res = await get(`/class/${w.schoolA.intid}?limit=100`);
    expect(res.statusCode).toBe(200);
    const got: { value: number; intjenjangsekolah: number }[] = res.json().data;
    expect(got.map((c) => c.value).sort((a, b) => a - b)).toEqual(expected);
    expect(got.every((c) => c.intjenjangsekolah === school.level)).toBe(true);
    const missing = await get(`/class/${w.schoolA.intid + 10_000}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Sekolah tidak ditemukan.');
  });

  it('routes: names to choose the requested route from', async () => {
    const res = await get(`/route?q=${encodeURIComponent(w.routeB.vcnama)}`);
    expect(res.json().data).toMatchObject([{ value: w.routeB.intid, label: w.routeB.vcnama }]);
  });

  it('a bad limit is a 400 with its message; a staff token or none is refused', async () => {
    const bad = await get('/route?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Batas pilihan 1 sampai 100.');
    expect((await get('/school', t.adminToken)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/v1/member/lists/route')).statusCode).toBe(401);
  });
});
