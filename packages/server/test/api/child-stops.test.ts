import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childStops } from '../../src/modules/school/students/child-stop.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { created } from '../helpers/transport-fixtures.js';
import { childBody, primaryClass, routeOf, schoolAt, stopIds } from '../helpers/stop-fixtures.js';

let t: TestApp;
let kelas: number;
let serial = 0;

beforeAll(async () => {
  t = await startTestApp();
  kelas = await primaryClass(t);
});
afterAll(() => t.close());

const child = async (schoolId: number, extra: Record<string, unknown> = {}): Promise<number> => (await created(t, '/api/v1/students', childBody(100 + ++serial, schoolId, kelas, extra))).intid;

describe('childStops', () => {
  it('answers each child’s stop, chosen or nearest to the school, for many children at once', async () => {
    const near = await schoolAt(t, 601, [-6.9, 112.048]);
    const far = await schoolAt(t, 602, [-6.9006, 112.029]);
    const unlocated = await schoolAt(t, 603, null);
    const route = await routeOf(t, 61, [
      ['Terminal Kambang Putih', -6.9006, 112.0283],
      ['Pos Tanpa Titik', null, null],
      ['Dekat Sekolah', -6.9003, 112.0485],
      ['Alun-alun Tuban', -6.8972, 112.0505],
      ['Ujung Tanpa Titik', null, null],
    ]);
    const bare = await routeOf(t, 62, [['Belum Dipetakan', null, null]]);
    const stops = await stopIds(t, route.intid);

    const chosen = await child(near.intid, { intrute: route.intid, intrute_titik_id: stops['Terminal Kambang Putih'] });
    const nearest = await child(near.intid, { intrute: route.intid });
    const nearestFar = await child(far.intid, { intrute: route.intid });
    const lastLocated = await child(unlocated.intid, { intrute: route.intid });
    const chosenUnlocated = await child(near.intid, { intrute: route.intid, intrute_titik_id: stops['Pos Tanpa Titik'] });
    const noRoute = await child(near.intid);
    const noLocatedStop = await child(near.intid, { intrute: bare.intid });

    const found = await childStops(t.database.db, [chosen, nearest, nearestFar, lastLocated, chosenUnlocated, noRoute, noLocatedStop, nearest, 2147483647]);
    const at = (id: number) => found.get(id) && { name: found.get(id)!.name, pointId: found.get(id)!.pointId };
    expect(at(chosen)).toEqual({ name: 'Terminal Kambang Putih', pointId: stops['Terminal Kambang Putih'] });
    expect(found.get(nearest)).toEqual({ studentId: nearest, routeId: route.intid, pointId: stops['Dekat Sekolah'], name: 'Dekat Sekolah', latitude: -6.9003, longitude: 112.0485 });
    expect(at(nearestFar)?.name).toBe('Terminal Kambang Putih');
    // A school with no position: the route's last located stop, where the route ends.
    expect(at(lastLocated)?.name).toBe('Alun-alun Tuban');
    expect(found.has(chosenUnlocated)).toBe(false);
    expect(found.has(noRoute)).toBe(false);
    expect(found.has(noLocatedStop)).toBe(false);
    expect(found.size).toBe(4);
  });

  it('answers nothing for no children', async () => {
    expect((await childStops(t.database.db, [])).size).toBe(0);
  });
});
