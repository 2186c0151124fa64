import { expect, test, type Page } from '@playwright/test';
import { auditHere, auditPaths, expectNone, useTheme, type Theme } from './a11y/axe';
import { PARKING_BASE_URL } from './env';
import { adminSession, api, signin, unique, useSession } from './helpers';
import { createDriver, createSchool, createStudent, memberSession } from './api-records';
import { dialog, rowOf, shownInFull } from './crud-flow';
import { ATTENDANT_PASSWORD, newAttendant, newPlace } from './parking/attendant';

// Pages the menu does not list, in both themes and both modes: minutes on a shared machine.
test.setTimeout(300_000);

const THEMES: Theme[] = ['light', 'dark'];
const PHONE = { width: 360, height: 740 };
/** Pages of every signed-in user and the public ones, the same in both modes. */
const SHARED_PAGES = ['/user/profile', '/notifications', '/errors/404', '/errors/500', '/halaman-yang-tidak-ada'];

/** The user guide's index and every role's page it links to: a new role's page is checked by being linked. */
async function auditGuide(page: Page, label: string) {
  await page.goto('/panduan');
  const links = page.getByRole('list', { name: 'Panduan Pengguna' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const paths = await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(paths.length).toBeGreaterThanOrEqual(2);
  return auditPaths(page, ['/panduan', ...paths], label);
}

for (const theme of THEMES) {
  test.describe(`WCAG 2.2 AA off the menu, ${theme} theme`, () => {
    test.beforeEach(({ page }) => useTheme(page, theme));

    test('school mode: profile, notifications, error pages, the user guide, the print cards and both sides of a complaint chat', async ({ page }) => {
      const admin = await adminSession(page.request);
      const P = unique('AP');
      const driver = await createDriver(page.request, admin.token, `${P}D`, `Slamet ${P}`);
      const school = await createSchool(page.request, admin.token, `${P}S`, `SD Cetak ${P}`, 2);
      const student = await createStudent(page.request, admin.token, { nisn: `${P}1`, name: `Siti ${P}`, schoolId: school.intid, classId: school.classes[0].value });

      await useSession(page, admin, '/');
      const findings = await auditPaths(page, SHARED_PAGES, 'school');
      findings.push(...(await auditGuide(page, 'school')));
      for (const [kind, id, code] of [['pengemudi', driver.intid, `${P}D`], ['siswa', student.intid, `${P}1`]] as const) {
        await page.goto(`/cetak/${kind}/${id}`);
        await expect(page.getByRole('img', { name: `Kode QR ${code}` })).toBeVisible();
        findings.push(...(await auditHere(page, `school /cetak/${kind}`)));
      }

      // A conversation with messages from both sides, as the operator sees it, with its end question.
      const parent = await memberSession(page.request, P);
      const sent = await api<{ data: { intid: number; vccode: string } }>(page.request, 'POST', '/member/complaints', { token: parent.token, body: { vcname: `Halte gelap ${P}`, vcmessage: 'Lampu halte mati.' } });
      expect(sent.status).toBe(201);
      const { intid, vccode } = sent.json.data;
      const reply = await api(page.request, 'POST', '/conversation/message', { token: admin.token, body: { intconverstion_id: intid, vcmessage: 'Teknisi kami berangkat.' } });
      expect(reply.status).toBe(201);
      await page.goto(`/operasional/chatting-member?q=${vccode}`);
      await rowOf(page, vccode).getByRole('button', { name: 'Buka percakapan' }).click();
      await expect(page.getByRole('heading', { name: `Halte gelap ${P}` })).toBeVisible();
      await expect(page.getByTestId('chat-message')).toHaveCount(2);
      findings.push(...(await auditHere(page, 'school complaint chat')));
      await page.getByRole('button', { name: 'Akhiri Percakapan' }).click();
      await shownInFull(page);
      findings.push(...(await auditHere(page, 'school complaint chat, end question')));
      await dialog(page).getByRole('button', { name: 'Tidak' }).click();

      // The parent's side of it, on a phone.
      await page.setViewportSize(PHONE);
      await page.evaluate(({ token, intid: who, name }) => {
        localStorage.removeItem('accessUser');
        localStorage.setItem('memberUser', JSON.stringify({ token, intid: who, vcname: name }));
      }, parent);
      await page.goto(`/warga/pengaduan/${intid}`);
      await expect(page.getByText('Teknisi kami berangkat.')).toBeVisible();
      findings.push(...(await auditHere(page, 'school /warga/pengaduan/:id')));
      expectNone(findings);
    });
  });

  test.describe(`WCAG 2.2 AA off the menu, ${theme} theme, parking mode`, () => {
    test.use({ baseURL: PARKING_BASE_URL });
    test.beforeEach(({ page }) => useTheme(page, theme));

    test('parking mode: profile, notifications, error pages, the user guide, and the attendant console at work on a phone', async ({ page }) => {
      const admin = await adminSession(page.request);
      await useSession(page, admin, '/');
      const findings = await auditPaths(page, SHARED_PAGES, 'parking');
      findings.push(...(await auditGuide(page, 'parking')));

      const P = unique('AJ');
      await newPlace(page.request, admin.token, { location: `${P} Alun-alun`, address: 'Jl. Alun-alun 1', code: P, type: `Motor ${P}`, fee: 2000 });
      const username = await newAttendant(page.request, admin.token, `Darmaji ${P}`, `jukir.${P.toLowerCase()}`);
      await page.setViewportSize(PHONE);
      await useSession(page, await signin(page.request, username, ATTENDANT_PASSWORD), '/jukir');
      await page.getByLabel('Lokasi parkir').selectOption({ label: `${P} Alun-alun` });
      const checkIn = page.getByRole('form', { name: 'Masuk' });
      await expect(checkIn).toBeVisible();
      findings.push(...(await auditHere(page, 'parking /jukir, check-in form')));

      const plate = `S ${P.slice(-4).replace(/\D/g, '5').padStart(4, '1')} AJ`;
      await checkIn.getByLabel('Nomor kendaraan').fill(plate);
      await page.getByRole('radiogroup', { name: 'Tipe kendaraan' }).getByText(`Motor ${P}`).click();
      await checkIn.getByRole('button', { name: 'Catat Masuk' }).click();
      await expect(page.getByTestId('jukir-answer-plate')).toHaveText(plate.replaceAll(' ', ''));
      findings.push(...(await auditHere(page, 'parking /jukir, after a check-in')));

      await page.getByRole('tab', { name: 'Keluar' }).click();
      await expect(page.getByRole('form', { name: 'Keluar' })).toBeVisible();
      findings.push(...(await auditHere(page, 'parking /jukir, check-out form')));

      await page.getByRole('button', { name: 'Keluar Akun' }).click();
      await shownInFull(page);
      findings.push(...(await auditHere(page, 'parking /jukir, sign-out question')));
      expectNone(findings);
    });
  });
}
