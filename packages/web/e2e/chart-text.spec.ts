import { expect, test } from '@playwright/test';
import type { AttendantMeWire } from '@halte/contract';
import { PARKING_BASE_URL } from './env';
import { adminSession, api, openAsAdmin, signin, unique, useSession } from './helpers';
import { dayOfOneTrip } from './report-helpers';
import { ATTENDANT_PASSWORD, newAttendant, newPlace } from './parking/attendant';

test.setTimeout(120_000);

// A chart is drawn, not written: each one is an image whose name says its figures, so a screen reader reads the numbers.

test("the school dashboard's charts read out their figures: the week's boardings day by day, the printed cards' share", async ({ page }) => {
  const day = await dayOfOneTrip(page.request);
  const admin = await adminSession(page.request);
  const readWeek = async () => (await api<{ data: { vcnama: string; total: number }[] }>(page.request, 'GET', `/dashboard/weekly-data?date=${day.date}`, { token: admin.token })).json.data;
  const week = await readWeek();
  expect(week).toHaveLength(7);
  // Today's boarding is in the last day's figure.
  expect(week[6].total).toBeGreaterThanOrEqual(1);

  await openAsAdmin(page, '/');
  const weekly = page.getByRole('img', { name: /^Naik siswa per hari: / });
  // Other specs may add boardings meanwhile: the name matches the figures as the server gives them now.
  await expect(async () => {
    const now = await readWeek();
    await expect(weekly).toHaveAccessibleName(`Naik siswa per hari: ${now.map((d) => `${d.vcnama} ${d.total.toLocaleString('id-ID')}`).join(', ')}`, { timeout: 2000 });
  }).toPass();
  // The drawing itself is not read: the image's name stands for it.
  await expect(weekly.locator('svg')).toBeVisible();
  await expect(async () => {
    const progress = await api<{ data: { percent: number } }>(page.request, 'GET', '/dashboard/student-progress', { token: admin.token });
    const percent = progress.json.data.percent.toLocaleString('id-ID', { maximumFractionDigits: 1 });
    await expect(page.getByRole('img', { name: /^Kartu siswa tercetak / })).toHaveAccessibleName(`Kartu siswa tercetak ${percent}%`, { timeout: 2000 });
  }).toPass();
});

test.describe('parking mode', () => {
  test.use({ baseURL: PARKING_BASE_URL });

  test("the parking dashboard's charts read out their figures: a location's seven days of income with today's fee, the year's months against the target", async ({ page }) => {
    const admin = await adminSession(page.request);
    const P = unique('CT');
    const locationId = await newPlace(page.request, admin.token, { location: `${P} Pasar`, address: 'Jl. Pasar 2', code: P, type: `Mobil ${P}`, fee: 7000 });
    const jukir = await signin(page.request, await newAttendant(page.request, admin.token, `Karno ${P}`, `jukir.${P.toLowerCase()}`), ATTENDANT_PASSWORD);
    const me = await api<{ data: AttendantMeWire }>(page.request, 'GET', '/parking/attendant/me', { token: jukir.token });
    const type = me.json.data.vehicle_types.find((v) => v.vcname === `Mobil ${P}`)!;
    const plate = `S${P.slice(-4).replace(/\D/g, '3').padStart(4, '1')}CT`;
    const stay = { vclicense_number: plate, intparking_location_id: locationId };
    expect((await api(page.request, 'POST', '/parking/attendant/check-in', { token: jukir.token, body: { ...stay, intvehicle_type_id: type.intid } })).status).toBe(201);
    expect((await api(page.request, 'POST', '/parking/attendant/check-out', { token: jukir.token, body: stay })).status).toBe(200);

    await useSession(page, admin, '/');
    const card = page.getByTestId('parking-location-card').filter({ hasText: `${P} Pasar` });
    await expect(card.getByTestId('parking-location-income')).toHaveText('Rp 7.000');
    const [, m, d] = me.json.data.today.dtdate.split('-');
    // Seven days, oldest first; today last, with the fee just taken.
    await expect(card.getByRole('img')).toHaveAccessibleName(new RegExp(`^Pendapatan 7 hari: (\\d{2}/\\d{2} Rp \\d[\\d.]*, ){6}${d}/${m} Rp 7\\.000$`));
    await expect(page.getByRole('img', { name: /^Grafik realisasi kumulatif per bulan: / })).toHaveAccessibleName(/: \S+ Rp [\d.]+ \/ Rp [\d.]+(, \S+ Rp [\d.]+ \/ Rp [\d.]+)*$/);
  });
});
