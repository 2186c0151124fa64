import { expect, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { TripWire } from '@halte/contract';
import { adminSession, api, signin, unique } from './helpers';
import { createRoute, createVehicle, listRows } from './crud-flow';
import { createSchool, createStudent } from './api-records';

/** One finished trip of today (the driver API dates trips today): a bus, its driver, one student who got on and off. */
export async function dayOfOneTrip(request: APIRequestContext) {
  const { token } = await adminSession(request);
  const code = unique('LB');
  const route = await createRoute(request, token, code);
  const vehicle = await createVehicle(request, token, code, `S ${1000 + Math.floor(Math.random() * 8999)} LB`, route.intid);
  const school = await createSchool(request, token, unique('SL'), `SD Laporan ${code}`, 2);
  // The bus serves the school: a student checked in by name must be of the trip's route.
  const served = { vckode: `SL${code}`, vcnama: school.name, vcalamat: 'Jl. Sekolah, Tuban', intjenjangsekolah: 2, vehicles: [vehicle.intid] };
  expect((await api(request, 'PUT', `/schools/${school.intid}`, { token, body: served })).status).toBe(200);
  const student = await createStudent(request, token, { nisn: String(Date.now()).slice(-10), name: `Dewi Lestari ${code}`, schoolId: school.intid, classId: school.classes[0].value });
  const username = code.toLowerCase();
  const name = `Sopir ${code}`;
  const driver = await api<{ data: { intid: number; vccode_driver: string } }>(request, 'POST', '/employee', {
    token,
    body: { vccode_driver: `D${code}`, vcnip: `NIP${code}`, vcname: name, vcphone: '081377788899', intfungsional: 1, vcusername: username, vcpassword: 'sopir-rahasia-1' },
  });
  expect(driver.status, JSON.stringify(driver.json)).toBe(201);
  const phone = (await signin(request, username, 'sopir-rahasia-1')).token;
  const started = await api<{ data: TripWire }>(request, 'POST', '/driver/trips', { token: phone, body: { intvehicle_id: vehicle.intid } });
  expect(started.status, JSON.stringify(started.json)).toBe(201);
  const trip = started.json.data;
  for (const direction of ['in', 'out']) {
    const scan = await api(request, 'POST', `/driver/trips/${trip.intid}/scans`, { token: phone, body: { intsiswa_id: student.intid, direction } });
    expect(scan.status).toBe(201);
  }
  expect((await api(request, 'POST', `/driver/trips/${trip.intid}/stop`, { token: phone, body: {} })).status).toBe(200);
  return { route, vehicle, school, studentName: `Dewi Lestari ${code}`, driverName: name, driverCode: `D${code}`, date: trip.dtservice };
}

/** `YYYY-MM-DD` as the screens write it. */
export const dmy = (date: string) => date.split('-').reverse().join('/');
/** The choice of the kind of period. */
export const periodKind = (page: Page) => page.getByRole('combobox', { name: 'Periode' });

/** The period (and keyword) the address holds. */
export async function expectAddress(page: Page, values: Record<string, string | null>) {
  const held = () => Object.fromEntries(Object.keys(values).map((k) => [k, new URL(page.url()).searchParams.get(k)]));
  await expect.poll(held).toEqual(values);
}

/** The cells of the table's rows as the user reads them (without the actions column). */
export async function tableTexts(page: Page): Promise<string[][]> {
  const rows = await listRows(page).all();
  return Promise.all(rows.map(async (r) => (await r.locator('td').allInnerTexts()).slice(0, -1).map((s) => s.trim())));
}

/** A downloaded file, opened back with exceljs. */
export async function openDownload(path: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  return book;
}

/** A file's cell as the screen writes it. */
function cellAsText(value: ExcelJS.CellValue, numFmt: string | undefined): string {
  if (value === null || value === undefined) return '-';
  if (value instanceof Date) {
    const two = (n: number) => String(n).padStart(2, '0');
    if (numFmt === 'hh:mm') return `${two(value.getUTCHours())}:${two(value.getUTCMinutes())}`;
    return `${two(value.getUTCDate())}/${two(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  }
  return typeof value === 'number' ? value.toLocaleString('id-ID') : String(value);
}

export function fileTexts(sheet: ExcelJS.Worksheet, first: number, count: number, width: number): string[][] {
  return Array.from({ length: count }, (_, i) => Array.from({ length: width }, (_, c) => {
    const cell = sheet.getRow(first + i).getCell(c + 1);
    return cellAsText(cell.value, cell.numFmt);
  }));
}
