import { expect } from 'vitest';
import type { TestApp } from './app.js';

/** Creates a record through the API as the admin and answers its wire data. */
export async function created(t: TestApp, url: string, body: Record<string, unknown>) {
  const res = await t.call('POST', url, { token: t.adminToken, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

export const routeBody = (n: number, extra: Record<string, unknown> = {}) => ({
  vckode: `R${String(n).padStart(2, '0')}`,
  vcnama: `Rute ${n}`,
  titik_rute: [
    { vcnama: 'Terminal Kambang Putih', declattitude: -6.8837, declongitude: 112.0452 },
    { vcnama: 'Alun-alun Tuban', declattitude: -6.8979, declongitude: 112.0505 },
  ],
  ...extra,
});

export const vehicleBody = (n: number, routeId: number, extra: Record<string, unknown> = {}) => ({
  vckode: `BUS${String(n).padStart(2, '0')}`,
  vcnama: `Bus Sekolah ${n}`,
  vcnopol: `S ${1000 + n} AB`,
  inttypeangkutan: 1,
  intrute_angkutan_id: routeId,
  ...extra,
});

export const schoolBody = (n: number, extra: Record<string, unknown> = {}) => ({
  vckode: `SCH${String(n).padStart(3, '0')}`,
  vcnama: `SD Negeri ${n} Tuban`,
  vcalamat: `Jl. Basuki Rahmat No. ${n}, Tuban`,
  intjenjangsekolah: 2,
  ...extra,
});
