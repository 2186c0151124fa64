import { expect, test } from '@playwright/test';
import { PARKING_BASE_URL } from '../env';
import { adminSession, api, signin, unique, useSession } from '../helpers';
import { shoot } from '../crud-flow';
import { ATTENDANT_PASSWORD, newAttendant, newPlace } from './attendant';
import { expectManifest, expectOneWaitingAcrossReload, expectServiceWorker, PHONE, reloadOffline } from '../phone-app';

test.use({ baseURL: PARKING_BASE_URL, ...PHONE });

test('the attendant console is an installed app: offline it reloads with its last entries, and a check-in made offline survives the reload and is sent once', async ({ page, context }) => {
  const admin = await adminSession(page.request);
  const P = unique('N');
  const locationId = await newPlace(page.request, admin.token, { location: `Terminal ${P}`, address: 'Jl. Terminal 2', code: P, type: `Motor ${P}`, fee: 2000 });
  const username = await newAttendant(page.request, admin.token, `Sumarno ${P}`, `jukir.${P.toLowerCase()}`);

  await useSession(page, await signin(page.request, username, ATTENDANT_PASSWORD), '/jukir');
  await page.getByLabel('Lokasi parkir').selectOption({ label: `Terminal ${P}` });
  await expectManifest(page, '/jukir');
  await expectServiceWorker(page, '/jukir');

  const checkIn = async (plate: string) => {
    const form = page.getByRole('form', { name: 'Masuk' });
    await form.getByLabel('Nomor kendaraan').fill(plate);
    await page.getByRole('radiogroup', { name: 'Tipe kendaraan' }).getByText(`Motor ${P}`).click();
    await form.getByRole('button', { name: 'Catat Masuk' }).click();
  };
  const digits = P.slice(-4).replace(/\D/g, '5');
  const first = `AG${digits}NA`;
  const queued = `AG${digits}NB`;
  await checkIn(first);
  await expect(page.getByTestId('jukir-recent')).toContainText(first);

  // No signal: the console reloads from the phone with the entries it last saw.
  await context.setOffline(true);
  await reloadOffline(page);
  await expect(page.getByTestId('jukir-recent')).toContainText(first);
  await expect(page.getByTestId('jukir-tally-count')).toHaveText('1');

  // A check-in without signal waits, and still waits after another reload.
  await checkIn(queued);
  await expectOneWaitingAcrossReload(page);
  await shoot(page, 'jukir-offline-reloaded');

  // Back online it goes up, once.
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-status')).toContainText('Semua transaksi terkirim');
  const held = await api<{ total_data: number; data: { vclicense_number: string }[] }>(page.request, 'GET', `/parking?q=${queued}&parking_location=${locationId}`, { token: admin.token });
  expect(held.json.total_data).toBe(1);
  expect(held.json.data[0].vclicense_number).toBe(queued);
  // Chromium gives the worker its network back a moment after the page: the next load is fresh.
  await page.reload();
  await expect(page.getByTestId('jukir-recent')).toContainText(queued);
  await expect(page.getByTestId('jukir-tally-count')).toHaveText('2');
});
