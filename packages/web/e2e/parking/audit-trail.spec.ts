import { expect, test } from '@playwright/test';
import type { ParkingRecordWire } from '@halte/contract';
import { PARKING_BASE_URL } from '../env';
import { adminSession, api, openAsAdmin, unique } from '../helpers';
import { dialog, listRows, shoot } from '../crud-flow';
import { expectAddress } from '../report-helpers';

test.use({ baseURL: PARKING_BASE_URL });
test.setTimeout(120_000);

/** Today in Tuban as `YYYY-MM-DD`, and an instant of today at `hh:mm` there. */
function tuban() {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return { day, at: (hhmm: string) => `${day}T${hhmm}:00+07:00` };
}

test('a corrected stay is followed from its detail to Riwayat Perubahan: its own rows, who and when, and the stay before and after side by side', async ({ page }) => {
  const { token } = await adminSession(page.request);
  const tag = unique('AT');
  const post = async <T>(path: string, body: unknown) => {
    const res = await api<{ data: T }>(page.request, 'POST', path, { token, body });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return res.json.data;
  };
  const place = await post<{ intid: number }>('/parking/location', { vcname: `Parkir Riwayat ${tag}`, vcaddress: 'Jl. Uji', intactive: 1 });
  const car = await post<{ intid: number }>('/parking/vehicle-type', {
    vccode: `R${tag}`.slice(0, 30), vcname: `Mobil ${tag}`, vcregulation: 'Perda Kab. Tuban No. 3 Tahun 2021', dteffective_from: '2021-01-01',
    decfirst_fee: 5000, intfirst_minutes: 60, dechourly_fee: 2000, decmax_fee: 20000,
  });
  const { day, at } = tuban();
  const stay = { vclicense_number: `S${tag.slice(-4)}RW`, intvehicle_type_id: car.intid, intparking_location_id: place.intid, dtcheck_in: at('00:10'), dtcheck_out: at('02:30') };
  const made = await post<ParkingRecordWire>('/parking', stay);
  expect(made.decamount).toBe(9000);
  // The office corrects the exit time: the fee follows.
  const corrected = await api<{ data: ParkingRecordWire }>(page.request, 'PUT', `/parking/${made.intid}`, { token, body: { ...stay, dtcheck_out: at('00:50') } });
  expect(corrected.status, JSON.stringify(corrected.json)).toBe(200);
  expect(corrected.json.data.decamount).toBe(5000);

  await openAsAdmin(page, `/main/rekap-parkir?parking_location=${place.intid}&from=${day}&to=${day}&report_type=1`);
  await expect(listRows(page)).toHaveCount(1);
  await listRows(page).first().getByRole('button', { name: 'Detail' }).click();
  await dialog(page).getByRole('link', { name: 'Riwayat Perubahan' }).click();

  // The trail, filtered to this stay in the address and on screen.
  await expect(page).toHaveURL(/\/aplikasi\/riwayat\?/);
  await expectAddress(page, { entity: 'parking_record', entity_id: String(made.intid) });
  await expect(page.getByRole('heading', { name: 'Riwayat Perubahan' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Saring ID data' })).toHaveValue(String(made.intid));
  await expect(page.getByRole('combobox', { name: 'Saring tabel' })).toHaveValue('parking_record');
  await expect(listRows(page)).toHaveCount(2);
  // Newest first: the correction, then the entry; both by the administrator.
  await expect(listRows(page).nth(0)).toContainText('Ubah');
  await expect(listRows(page).nth(1)).toContainText('Tambah');
  for (const row of await listRows(page).all()) {
    await expect(row).toContainText('Administrator');
    await expect(row).toContainText('Data Parkir');
    await expect(row).toContainText(String(made.intid));
  }
  await shoot(page, 'riwayat-parkir');

  await listRows(page).nth(0).getByRole('button', { name: 'Detail' }).click();
  const detail = dialog(page);
  await expect(detail.getByRole('heading')).toHaveText('Detail Perubahan');
  await expect(detail).toContainText('Administrator (admin)');
  const changes = detail.getByRole('table', { name: 'Sebelum / Sesudah' });
  await expect(changes.getByRole('columnheader')).toHaveText(['Kolom', 'Sebelum', 'Sesudah']);
  const fieldRow = (label: string) => changes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
  // The corrected exit and its fee are marked; the plate, unchanged, is not.
  const exit = fieldRow('Waktu Keluar');
  await expect(exit).toHaveAttribute('data-changed', 'true');
  await expect(exit.getByRole('cell').nth(0)).toContainText('02:30:00');
  await expect(exit.getByRole('cell').nth(1)).toContainText('00:50:00');
  const fee = fieldRow('Biaya');
  await expect(fee).toHaveAttribute('data-changed', 'true');
  await expect(fee.getByRole('cell')).toHaveText(['9000', '5000']);
  const plate = fieldRow('Nomor Kendaraan');
  await expect(plate).not.toHaveAttribute('data-changed');
  await expect(plate.getByRole('cell')).toHaveText([stay.vclicense_number, stay.vclicense_number]);
  await expect(detail).toContainText('kolom berubah');
  await shoot(page, 'riwayat-parkir-detail');
});
