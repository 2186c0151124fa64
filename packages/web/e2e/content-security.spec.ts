import { expect, test, type Page } from '@playwright/test';
import { ADMIN, adminSession, api, loginWithForm, unique } from './helpers';
import { createRoute, dialog, rowOf, search } from './crud-flow';

test.setTimeout(180_000);

/** Every Content-Security-Policy violation the page reports, and the console's errors about one. */
function watchViolations(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) found.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (/Content Security Policy|unsafe-eval/i.test(e.message)) found.push(e.message);
  });
  void page.exposeFunction('reportCspViolation', (v: string) => found.push(v));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return found;
}

const SCREENS: [string, string][] = [
  ['/application/users', 'Data User'],
  ['/application/roles', 'Data Role'],
  ['/application/menus', 'Data Menu'],
  ['/aplikasi/riwayat', 'Riwayat Perubahan'],
  ['/user/profile', 'Profil'],
  ['/master/pengemudi', 'Data Pengemudi'],
  ['/master/kendaraan', 'Data Kendaraan'],
  ['/master/sekolah', 'Data Sekolah'],
  ['/master/siswa', 'Data Siswa'],
  ['/master/akun', 'Data Akun'],
  ['/master/gambar-slider', 'Data Gambar Slider'],
  ['/notifications', 'Notifikasi'],
];

test('the app runs under its Content-Security-Policy: sign-in, every screen, the rich-text editor, the map and a card, with no violation', async ({ page }) => {
  const violations = watchViolations(page);
  const admin = await adminSession(page.request);
  const P = unique('C');
  await createRoute(page.request, admin.token, `${P}01`, [
    { vcnama: 'Terminal Tuban', declattitude: -6.8979, declongitude: 112.0503 },
    { vcnama: 'Alun-alun', declattitude: -6.8946, declongitude: 112.0497 },
  ]);
  const driver = await api<{ data: { intid: number } }>(page.request, 'POST', '/employee', {
    token: admin.token,
    body: { vccode_driver: `${P}D`, vcnip: `${P}N`, vcname: `Sopir ${P}`, vcphone: '0812', intfungsional: 0 },
  });

  const first = await page.goto('/login');
  const csp = first!.headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain("'unsafe-eval'");
  await loginWithForm(page, ADMIN.username, ADMIN.password);

  for (const [path, title] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title }).first(), path).toBeVisible();
  }

  // The rich-text editor, typing and formatting.
  await page.goto('/master/artikel');
  await page.getByRole('button', { name: 'Tambah', exact: true }).click();
  const editor = dialog(page).getByRole('textbox', { name: 'Konten', exact: true });
  await editor.click();
  await page.keyboard.type('Jadwal baru');
  await expect(editor).toContainText('Jadwal baru');
  await dialog(page).getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog(page).getByText('Judul tidak boleh kosong.')).toBeVisible();
  await page.keyboard.press('Escape');

  // A route's map: tiles, numbered markers and the line.
  await page.goto('/master/rute');
  await search(page, P);
  await rowOf(page, `${P}01`).getByRole('button', { name: 'Detail' }).click();
  const map = dialog(page).getByRole('region', { name: 'Peta' });
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(2);
  await page.keyboard.press('Escape');

  // A printable card with its QR code.
  await page.goto(`/cetak/pengemudi/${driver.json.data.intid}`);
  await expect(page.getByRole('img', { name: `Kode QR ${P}D` })).toBeVisible();

  // Dark mode and right-to-left swap stylesheets at run time.
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('halteSettings', JSON.stringify({ isDark: true, isRTL: true })));
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();

  expect(violations).toEqual([]);
});
