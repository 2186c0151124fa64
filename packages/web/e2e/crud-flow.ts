import { expect, test, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import { api } from './helpers';

/** Shared steps of the master-data screen specs. */
export const dialog = (page: Page) => page.getByRole('dialog');
export const rowOf = (page: Page, text: string) => page.locator('.list-page tbody tr').filter({ hasText: text });
export const listRows = (page: Page) => page.locator('.list-page tbody tr');

/**
 * Waits until the open dialog has finished sliding in: a click during its 300 ms slide can land
 * where its button no longer is (on the static backdrop, which only bounces).
 */
export async function shownInFull(page: Page) {
  await expect(page.locator('.modal.show .modal-dialog')).toHaveCSS('transform', 'none');
}

/**
 * The open dialog stays open on Escape and on a click beside it (each refused with the dialog's
 * bounce), then closes with its own `Tutup` button.
 */
export async function staysOpenUntilClosed(page: Page) {
  // Shown in full first: a dialog still fading in has no keyboard handler yet.
  await shownInFull(page);
  for (const slip of [() => page.keyboard.press('Escape'), () => page.mouse.click(8, 8)]) {
    await slip();
    // A dialog that closes loses `show` at once; one that stays keeps it past its fade (300 ms).
    await page.waitForTimeout(500);
    await expect(page.locator('.modal.show')).toHaveCount(1);
    await expect(dialog(page)).toBeVisible();
  }
  await dialog(page).locator('.modal-footer').getByRole('button', { name: 'Tutup' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

/** Clicks the screen's link in the sidebar and waits for its title. */
export async function openFromSidebar(page: Page, link: string, title: string) {
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

/** Types into the list's search box; the query string follows. */
export async function search(page: Page, q: string) {
  await page.getByRole('searchbox', { name: 'Cari data' }).fill(q);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(q);
}

/** With `total` matching rows (10 < total <= 20): page 1 has 10, 'Selanjutnya' shows the rest. */
export async function checkPaging(page: Page, total: number) {
  const previous = page.getByRole('button', { name: 'Sebelumnya' });
  const next = page.getByRole('button', { name: 'Selanjutnya' });
  await expect(listRows(page)).toHaveCount(10);
  await expect(page.getByText(`Menampilkan 1–10 dari ${total} data`)).toBeVisible();
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(listRows(page)).toHaveCount(total - 10);
  await expect(listRows(page).first().locator('td').first()).toHaveText('11');
  await expect(next).toBeDisabled();
  await previous.click();
  await expect(listRows(page)).toHaveCount(10);
}

/** Records the API writes the page sends (to prove an invalid form sends nothing). */
export function watchWrites(page: Page, path: string) {
  const writes: Request[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith(`/api/v1${path}`)) writes.push(r);
  });
  return writes;
}

/** Opens the add form, saves it empty: each message appears and nothing is sent. */
export async function emptyFormShows(page: Page, path: string, messages: string[]) {
  const writes = watchWrites(page, path);
  await page.getByRole('button', { name: 'Tambah', exact: true }).click();
  await dialog(page).getByRole('button', { name: 'Simpan' }).click();
  for (const m of messages) await expect(dialog(page).getByText(m, { exact: true }).first()).toBeVisible();
  expect(writes).toHaveLength(0);
}

/** Saves the open form and waits for the server's message and the dialog to close. */
export async function saveForm(page: Page, message: string) {
  await dialog(page).getByRole('button', { name: 'Simpan' }).click();
  // An earlier save's toast may still be showing: the newest is the last.
  await expect(page.getByText(message).last()).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
}

/** Delete: 'Tidak' keeps the row, 'Ya' removes it. */
export async function deleteWithNoThenYes(page: Page, rowText: string) {
  await rowOf(page, rowText).getByRole('button', { name: 'Hapus' }).click();
  await expect(dialog(page).getByText('Data akan dihapus ?')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Tidak' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(rowOf(page, rowText)).toHaveCount(1);
  await rowOf(page, rowText).getByRole('button', { name: 'Hapus' }).click();
  await shownInFull(page);
  await dialog(page).getByRole('button', { name: 'Ya' }).click();
  await expect(page.getByText('Data berhasil dihapus.')).toBeVisible();
  await expect(rowOf(page, rowText)).toHaveCount(0);
}

/** A form control by its label exactly, with or without the required mark '*'. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s*\\*?$`));

const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** A desktop screenshot kept with the test's results (attached to the report) for review. */
export async function shoot(page: Page, name: string) {
  // Pictures for a person to look at, not checks: taken when asked for (`E2E_SCREENSHOTS=1`), so
  // the suite's own run spends no time rendering them.
  if (!SCREENSHOTS) return;
  // Let transitions (modal fade, toasts) settle.
  await page.waitForTimeout(400);
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

/** A route made through the API (vehicles need one); returns its id and name. */
export async function createRoute(
  request: APIRequestContext,
  token: string,
  code: string,
  points: { vcnama: string; declattitude: number | null; declongitude: number | null }[] = [{ vcnama: 'Terminal Tuban', declattitude: -6.8979, declongitude: 112.0503 }],
) {
  const res = await api<{ data: { intid: number; vcnama: string } }>(request, 'POST', '/routes', { token, body: { vckode: code, vcnama: `Rute ${code}`, titik_rute: points } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data;
}

/** A vehicle made through the API (`extra`: a tracker id…); returns its id and plate. */
export async function createVehicle(request: APIRequestContext, token: string, code: string, plate: string, routeId: number, extra: Record<string, unknown> = {}) {
  const res = await api<{ data: { intid: number; vcnopol: string } }>(request, 'POST', '/vehicles', {
    token,
    body: { vckode: code, vcnama: `Bus ${code}`, vcnopol: plate, inttypeangkutan: 1, intrute_angkutan_id: routeId, ...extra },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data;
}

/** Picks `label` in a searchable select (react-select) found by its label. */
export async function pick(scope: Locator, label: string, option: string) {
  await field(scope, label).fill(option);
  await scope.page().getByRole('option', { name: option }).first().click();
}
