import { expect, test, type Page } from '@playwright/test';
import type { ParkingRecordWire } from '@halte/contract';
import { PARKING_BASE_URL } from '../env';
import { adminSession, api, openAsAdmin, unique } from '../helpers';
import { field, listRows, pick, shoot } from '../crud-flow';
import { expectAddress, openDownload, tableTexts } from '../report-helpers';

test.use({ baseURL: PARKING_BASE_URL });
test.setTimeout(180_000);

const HEADERS = ['No', 'Nomor Kendaraan', 'Tipe Kendaraan', 'Lokasi', 'Masuk', 'Keluar', 'Status', 'Biaya', 'Catatan', 'Selisih', 'Aksi'];
const filters = (page: Page) => page.locator('.list-page .card-header');
const two = (n: number) => String(n).padStart(2, '0');

/** Today in Tuban as `YYYY-MM-DD`, and an instant of today at `hh:mm` there. */
function tuban() {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return { day, at: (hhmm: string) => `${day}T${hhmm}:00+07:00` };
}

test('Rekap Data Parkir: today by default, a place and a plate, the totals, the report types in the address, the detail, and the file of the same rows', async ({ page }) => {
  const { token } = await adminSession(page.request);
  const tag = unique('RK');
  const post = async <T>(path: string, body: unknown) => {
    const res = await api<{ data: T }>(page.request, 'POST', path, { token, body });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return res.json.data;
  };
  // A place of this test's own, so stays written by other tests today do not count here.
  const place = await post<{ intid: number; vcname: string }>('/parking/location', { vcname: `Parkir Uji ${tag}`, vcaddress: 'Jl. Uji', intactive: 1 });
  const car = await post<{ intid: number; vcname: string }>('/parking/vehicle-type', {
    vccode: `C${tag}`.slice(0, 30), vcname: `Mobil ${tag}`, vcregulation: 'Perda Kab. Tuban No. 3 Tahun 2021', dteffective_from: '2021-01-01',
    decfirst_fee: 5000, intfirst_minutes: 60, dechourly_fee: 2000, decmax_fee: 20000,
  });
  const { day, at } = tuban();
  const plates = [`S${tag.slice(-4)}AB`, `S${tag.slice(-4)}CD`, `W${tag.slice(-4)}XY`];
  const stay = (plate: string, checkIn: string, checkOut?: string) =>
    post<ParkingRecordWire>('/parking', { vclicense_number: plate, intvehicle_type_id: car.intid, intparking_location_id: place.intid, dtcheck_in: at(checkIn), ...(checkOut && { dtcheck_out: at(checkOut) }) });
  // 5,000 + 2 × 2,000; 5,000; still parked.
  await stay(plates[0], '00:10', '02:30');
  await stay(plates[1], '00:20', '00:50');
  await stay(plates[2], '00:30');

  await openAsAdmin(page, '/main/rekap-parkir');
  await expectAddress(page, { from: day, to: day, report_type: '1' });
  await expect(page.getByRole('columnheader')).toHaveText(HEADERS);
  await pick(filters(page), 'Saring lokasi', place.vcname);
  await expectAddress(page, { parking_location: String(place.intid), from: day, to: day });
  await expect(listRows(page)).toHaveCount(3);
  await expect(page.getByTestId('Total Data')).toHaveText('3');
  await expect(page.getByTestId('Total Pendapatan')).toHaveText('Rp 14.000');
  const rows = await tableTexts(page);
  // The latest check-in first; the parked vehicle has no exit and no fee yet.
  expect(rows.map((r) => [r[1], r[6], r[7]])).toEqual([
    [plates[2], 'Parkir', '-'],
    [plates[1], 'Keluar', 'Rp 5.000'],
    [plates[0], 'Keluar', 'Rp 9.000'],
  ]);
  expect(rows[0][5]).toBe('-');
  expect(rows[2][4]).toBe(`${day.split('-').reverse().join('/')} 00:10`);
  await shoot(page, 'rekap-parkir');

  // The keyword finds the plate however it is typed.
  await filters(page).getByRole('searchbox').fill(`s ${tag.slice(-4)} c`);
  await expect(listRows(page)).toHaveCount(1);
  await expect(page.getByTestId('Total Pendapatan')).toHaveText('Rp 5.000');
  await expectAddress(page, { q: `s ${tag.slice(-4)} c` });
  // Two characters: the series letters at the end of a plate.
  await expect(filters(page).getByRole('searchbox')).toHaveAttribute('placeholder', 'Cari nomor kendaraan…');
  await filters(page).getByRole('searchbox').fill('xy');
  await expect(listRows(page)).toHaveCount(1);
  await expect(listRows(page).first()).toContainText(plates[2]);
  await filters(page).getByRole('searchbox').fill('');
  await expect(listRows(page)).toHaveCount(3);

  // Detail of a stay entered at the office.
  await listRows(page).first().getByRole('button', { name: 'Detail' }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('heading')).toHaveText(`Detail Parkir ${plates[2]}`);
  await expect(detail).toContainText('Masih parkir');
  await expect(detail).toContainText('Dicatat petugas kantor');
  await expect(detail).toContainText('Perda Kab. Tuban No. 3 Tahun 2021');
  await detail.getByRole('button', { name: 'Tutup' }).last().click();

  // The file of the same filters: the totals on top, the screen's rows.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Unduh Excel' }).click()]);
  expect(download.suggestedFilename()).toBe(`rekap-parkir-${day.replaceAll('-', '')}-${day.replaceAll('-', '')}.xlsx`);
  const sheet = (await openDownload((await download.path())!)).worksheets[0];
  expect(sheet.getCell(2, 1).value).toBe('Rekap Data Parkir');
  // The filters of the screen under the period, a line each.
  expect([4, 5, 6, 7].map((r) => sheet.getCell(r, 1).value)).toEqual([`Lokasi: ${place.vcname}`, 'Tipe Kendaraan: Semua', 'Kata Kunci: -', 'Catatan Janggal: Semua']);
  expect([sheet.getCell(8, 1).value, sheet.getCell(8, 3).value]).toEqual(['Total Data', 3]);
  expect([sheet.getCell(9, 1).value, sheet.getCell(9, 3).value]).toEqual(['Total Pendapatan', 14000]);
  const fileRows = Array.from({ length: 3 }, (_, i) => {
    const row = sheet.getRow(12 + i);
    const when = (c: number) => {
      const v = row.getCell(c).value;
      return v instanceof Date ? `${two(v.getUTCDate())}/${two(v.getUTCMonth() + 1)}/${v.getUTCFullYear()} ${two(v.getUTCHours())}:${two(v.getUTCMinutes())}` : '-';
    };
    const fee = row.getCell(8).value;
    return [String(row.getCell(1).value), row.getCell(2).value, row.getCell(3).value, row.getCell(4).value, when(5), when(6), row.getCell(7).value, typeof fee === 'number' ? `Rp ${fee.toLocaleString('id-ID')}` : '-'];
  });
  expect(fileRows).toEqual(rows.map((r) => r.slice(0, 8)));

  // Report types: this month, a month of this year, this year; the address follows.
  const [y, m] = day.split('-').map(Number);
  const lastOf = (month: number) => two(new Date(Date.UTC(y, month, 0)).getUTCDate());
  await field(filters(page), 'Jenis Laporan').selectOption('2');
  await expectAddress(page, { report_type: '2', from: `${y}-${two(m)}-01`, to: `${y}-${two(m)}-${lastOf(m)}` });
  await field(filters(page), 'Bulan').selectOption({ label: 'Februari' });
  await expectAddress(page, { from: `${y}-02-01`, to: `${y}-02-${lastOf(2)}` });
  await field(filters(page), 'Jenis Laporan').selectOption('3');
  await expectAddress(page, { report_type: '3', from: `${y}-01-01`, to: `${y}-12-31` });
  await expect(page.getByTestId('Total Data')).toHaveText('3');
  // A start after the end moves the end.
  await field(filters(page), 'Tanggal awal').fill(`${y + 1}-01-05`);
  await expectAddress(page, { from: `${y + 1}-01-05`, to: `${y + 1}-01-05` });
  await expect(page.getByTestId('Total Data')).toHaveText('0');

  // A reload keeps the view.
  await page.goto(`/main/rekap-parkir?parking_location=${place.intid}&from=${day}&to=${day}&report_type=1&q=${plates[0]}`);
  await expect(listRows(page)).toHaveCount(1);
  await expect(page.getByTestId('Total Pendapatan')).toHaveText('Rp 9.000');
});

test('Rekap Data Parkir on a phone: the totals and the filters stack above the table', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openAsAdmin(page, '/main/rekap-parkir');
  await expect(page.getByTestId('Total Data')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unduh Excel' })).toBeInViewport();
  await shoot(page, 'rekap-parkir-phone');
});
