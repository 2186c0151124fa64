import { expect, test, type Page } from '@playwright/test';
import type { ParkingRecordWire } from '@halte/contract';
import { PARKING_BASE_URL } from '../env';
import { adminSession, api, openAsAdmin, signin, unique } from '../helpers';
import { field, listRows, shoot } from '../crud-flow';
import { expectAddress } from '../report-helpers';

test.use({ baseURL: PARKING_BASE_URL });
test.setTimeout(180_000);

const filters = (page: Page) => page.locator('.list-page .card-header');
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const later = (iso: string, minutes: number) => new Date(new Date(iso).getTime() + minutes * 60_000).toISOString();

test("a back-dated check-out by another attendant: Rekap Data Parkir's Catatan Janggal lists it with its note and difference, and DASHBOARD PARKIR counts it", async ({ page }) => {
  const admin = await adminSession(page.request);
  const P = unique('CJ');
  const post = async <T>(path: string, body: unknown, token = admin.token, status = 201) => {
    const res = await api<{ data: T }>(page.request, 'POST', path, { token, body });
    expect(res.status, JSON.stringify(res.json)).toBe(status);
    return res.json.data;
  };
  // A place of this test's own: its card and its rows hold only what this test writes.
  const place = await post<{ intid: number; vcname: string }>('/parking/location', { vcname: `Pasar Janggal ${P}`, vcaddress: 'Jl. Uji 2' });
  const car = await post<{ intid: number }>('/parking/vehicle-type', {
    vccode: P, vcname: `Mobil ${P}`, vcregulation: 'Perda No. 3 Tahun 2021', dteffective_from: '2021-01-01',
    decfirst_fee: 5000, intfirst_minutes: 60, dechourly_fee: 2000, decmax_fee: 20000,
  });
  const roles = await api<{ data: { value: number; label: string }[] }>(page.request, 'GET', '/lists/role', { token: admin.token });
  const role = roles.json.data.find((r) => r.label === 'Juru Parkir')!.value;
  const attendant = async (name: string) => {
    const username = `jukir.${name.toLowerCase()}.${P.toLowerCase()}`;
    await post('/users', { vcname: `${name} ${P}`, vcusername: username, vcpassword: 'jukir-rahasia-1', role });
    return (await signin(page.request, username, 'jukir-rahasia-1')).token;
  };
  const [opener, closer] = [await attendant('Darmaji'), await attendant('Sutrisno')];

  // Checked in 4 h 30 min ago from the first attendant's outbox; the second closes it, its phone saying 30 minutes after.
  const plate = `S${P.slice(-4).replace(/\D/g, '7')}JG`;
  const stay = await post<ParkingRecordWire>('/parking/attendant/check-in', {
    vclicense_number: plate, intvehicle_type_id: car.intid, intparking_location_id: place.intid, dttime: minutesAgo(270), queued: true, client_id: `${P}-in`,
  }, opener);
  await post('/parking/attendant/check-out', { intid: stay.intid, intparking_location_id: place.intid, dttime: later(stay.dtcheck_in, 30), queued: true, client_id: `${P}-out` }, closer, 200);
  // A stay of the same place without a note.
  await post('/parking/attendant/check-in', { vclicense_number: `W${P.slice(-4).replace(/\D/g, '7')}OK`, intvehicle_type_id: car.intid, intparking_location_id: place.intid }, opener);

  const year = stay.dtcheck_in.slice(0, 4);
  await openAsAdmin(page, `/main/rekap-parkir?parking_location=${place.intid}&report_type=3&year=${year}&from=${year}-01-01&to=${year}-12-31`);
  await expect(listRows(page)).toHaveCount(2);
  await expect(page.getByRole('columnheader')).toHaveText(['No', 'Nomor Kendaraan', 'Tipe Kendaraan', 'Lokasi', 'Masuk', 'Keluar', 'Status', 'Biaya', 'Catatan', 'Selisih', 'Aksi']);
  await field(filters(page), 'Saring catatan janggal').selectOption({ label: 'Catatan Janggal' });
  await expectAddress(page, { flagged: '1', parking_location: String(place.intid) });
  await expect(listRows(page)).toHaveCount(1);
  await expect(page.getByTestId('Total Data')).toHaveText('1');
  await expect(page.getByTestId('Total Pendapatan')).toHaveText('Rp 5.000');
  const row = listRows(page).first();
  await expect(row).toContainText(plate);
  await expect(row.getByRole('cell').nth(8)).toHaveText(/mundur\s*petugas_lain/);
  // The whole stay is 5,000 + 4 × 2,000; the phone's 30 minutes charged 5,000.
  await expect(row.getByRole('cell').nth(9)).toHaveText('Rp 8.000');
  await shoot(page, 'rekap-parkir-catatan-janggal');

  await row.getByRole('button', { name: 'Detail' }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('heading')).toHaveText(`Detail Parkir ${plate}`);
  await expect(detail).toContainText('Ditutup petugas lain, bukan yang mencatat masuk');
  await expect(detail).toContainText('Jam keluar di HP jauh sebelum diterima server');
  await expect(detail).toContainText(`Sutrisno ${P}`);
  await expect(detail).toContainText('Rp 13.000');
  await expect(detail.getByTestId('parking-detail-difference')).toHaveText('Rp 8.000');
  await shoot(page, 'rekap-parkir-catatan-janggal-detail');
  await detail.getByRole('button', { name: 'Tutup' }).last().click();

  // DASHBOARD PARKIR: the place's card and the year's figure.
  await page.goto('/');
  const card = page.getByTestId('parking-location-card').filter({ hasText: place.vcname });
  await expect(card.getByTestId('parking-location-flagged')).toHaveText('Catatan janggal tahun ini: 1, selisih Rp 8.000');
  const target = (await api<{ data: { intflagged: number; decflagged_difference: number } }>(page.request, 'GET', '/dashboard/parking/target', { token: admin.token })).json.data;
  expect(target.intflagged).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('parking-flagged')).toHaveText(`${target.intflagged.toLocaleString('id-ID')} catatan`);
  await expect(page.getByTestId('parking-flagged-difference')).toHaveText(`Selisih biaya Rp ${target.decflagged_difference.toLocaleString('id-ID')}`);
  await shoot(page, 'dashboard-parkir-catatan-janggal');
});
