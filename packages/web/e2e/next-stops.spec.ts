import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminSession, api, openAsAdmin, signin, unique } from './helpers';
import { createRoute, createVehicle, shoot } from './crud-flow';

test.setTimeout(120_000);

const STOPS = [
  { vcnama: 'Terminal Kambang Putih', declattitude: -6.8837, declongitude: 112.0452 },
  { vcnama: 'Pasar Baru Tuban', declattitude: -6.889, declongitude: 112.047 },
  { vcnama: 'Alun-alun Tuban', declattitude: -6.8979, declongitude: 112.0505 },
];

/** A bus with a tracker whose driver has started a trip on its route (three stops on a road line). */
async function busOnTrip(request: APIRequestContext) {
  const admin = await adminSession(request);
  const code = unique('N');
  const route = await createRoute(request, admin.token, code, STOPS);
  const line = STOPS.map(({ declattitude, declongitude }) => ({ declattitude, declongitude }));
  expect((await api(request, 'PUT', `/routes/map/${route.intid}`, { token: admin.token, body: { titik_rute_map: line } })).status).toBe(200);
  const device = `trk-${code.toLowerCase()}`;
  const bus = await createVehicle(request, admin.token, code, `S ${code.slice(-4)} NS`, route.intid, { vcdevice_id: device });
  const username = `sopir.${code.toLowerCase()}`;
  const made = await api(request, 'POST', '/employee', {
    token: admin.token,
    body: { vccode_driver: `${code}D`, vcnip: `${code}NIP`, vcname: `Joko ${code}`, vcphone: '081377788899', intfungsional: 1, vcusername: username, vcpassword: 'sopir-rahasia-9' },
  });
  expect(made.status).toBe(201);
  const driver = await signin(request, username, 'sopir-rahasia-9');
  expect((await api(request, 'POST', '/driver/trips', { token: driver.token, body: { intvehicle_id: bus.intid } })).status).toBe(201);
  return { id: bus.intid, plate: bus.vcnopol, device };
}

async function report(request: APIRequestContext, device: string, lat: number, lon: number, timestamp: number) {
  const query = new URLSearchParams({ id: device, lat: String(lat), lon: String(lon), speed: '12', timestamp: String(timestamp) });
  const res = await request.get(`/api/v1/tracking/osmand?${query}`);
  expect(res.status(), await res.text()).toBe(200);
}

test('Lacak Kendaraan: the popup of a bus on a trip lists its next stops with the minutes to each', async ({ page }) => {
  const bus = await busOnTrip(page.request);
  // Past the terminal, two minutes apart, heading for the market.
  const now = Math.floor(Date.now() / 1000);
  await report(page.request, bus.device, -6.8852, 112.0457, now - 120);
  await report(page.request, bus.device, -6.8874, 112.0464, now);

  await openAsAdmin(page, '/');
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Lacak Kendaraan', exact: true }).click();
  await page.getByRole('button', { name: `Tampilkan ${bus.plate} di peta` }).click();
  await page.getByTitle(`${bus.plate} (Bergerak)`, { exact: true }).click();
  const popup = page.getByTestId('vehicle-popup');
  await expect(popup).toContainText('Halte berikutnya');
  const stops = popup.getByTestId('next-stops').getByRole('listitem');
  await expect(stops).toHaveCount(2);
  await expect(stops.nth(0)).toContainText(/^Pasar Baru Tuban ±\d+ menit · \d+ m$/);
  await expect(stops.nth(1)).toContainText(/^Alun-alun Tuban ±\d+ menit · 1,\d km$/);
  await expect(popup).not.toContainText('Terminal Kambang Putih');
  await shoot(page, 'tracking-next-stops');
});
