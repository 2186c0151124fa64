import { expect, test } from '@playwright/test';
import { auditPaths, expectNone, LOOKS, useLook } from './a11y/axe';
import { adminRoutes } from './a11y/menuRoutes';
import { PARKING_BASE_URL } from './env';
import { adminSession, api, unique, useSession } from './helpers';
import { memberSession } from './api-records';

// Every menu screen of both modes, twice (light in Indonesian, dark in English): minutes on a shared machine.
test.setTimeout(600_000);
const PHONE = { width: 360, height: 740 };

for (const look of LOOKS) {
  test.describe(`WCAG 2.2 AA, ${look.theme} theme, ${look.language === 'id' ? 'Indonesian' : 'English'}`, () => {
    test.beforeEach(({ page }) => useLook(page, look));

    test('school mode: the login page and every menu screen', async ({ page }) => {
      const { admin, routes } = await adminRoutes(page.request);
      expect(routes.length).toBeGreaterThan(10);
      const findings = await auditPaths(page, ['/login'], 'school');
      await useSession(page, admin, '/');
      findings.push(...(await auditPaths(page, routes, 'school')));
      expectNone(findings);
    });

    test('school mode: the driver console and the parent pages', async ({ page }) => {
      const admin = await adminSession(page.request);
      const P = unique('AX');
      const driver = { username: `sopir.${P.toLowerCase()}`, password: 'sopir-rahasia-9' };
      const made = await api(page.request, 'POST', '/employee', {
        token: admin.token,
        body: { vccode_driver: `${P}D`, vcnip: `${P}NIP`, vcname: `Slamet ${P}`, vcphone: '081377788899', intfungsional: 1, vcusername: driver.username, vcpassword: driver.password },
      });
      expect(made.status, JSON.stringify(made.json)).toBe(201);
      const driverSession = await api(page.request, 'POST', '/users/signin', { body: driver });
      await page.setViewportSize(PHONE);
      await useSession(page, driverSession.json as never, '/driver');
      const findings = await auditPaths(page, ['/driver'], 'school');

      const member = await memberSession(page.request, P);
      await page.evaluate(() => localStorage.removeItem('accessUser'));
      findings.push(...(await auditPaths(page, ['/warga/masuk', '/warga/daftar'], 'school')));
      await page.evaluate(({ token, intid, name }) => {
        localStorage.removeItem('accessUser');
        localStorage.setItem('memberUser', JSON.stringify({ token, intid, vcname: name }));
      }, member);
      findings.push(...(await auditPaths(page, ['/warga', '/warga/anak', '/warga/anak/daftar', '/warga/pendaftaran', '/warga/pengaduan', '/warga/pengaduan/baru', '/warga/artikel', '/warga/notifikasi', '/warga/pemberitahuan'], 'school')));
      expectNone(findings);
    });
  });

  test.describe(`WCAG 2.2 AA, ${look.theme} theme, ${look.language === 'id' ? 'Indonesian' : 'English'}, parking mode`, () => {
    test.use({ baseURL: PARKING_BASE_URL });
    test.beforeEach(({ page }) => useLook(page, look));

    test('parking mode: the login page, every menu screen and the attendant console', async ({ page }) => {
      const { admin, routes } = await adminRoutes(page.request);
      expect(routes).toContain('/main/rekap-parkir');
      const findings = await auditPaths(page, ['/login'], 'parking');
      await useSession(page, admin, '/');
      findings.push(...(await auditPaths(page, routes, 'parking')));

      const roles = await api<{ data: { value: number; label: string }[] }>(page.request, 'GET', '/lists/role', { token: admin.token });
      const jukirRole = roles.json.data.find((r) => r.label === 'Juru Parkir')!;
      const username = `jukir.${unique('AX').toLowerCase()}`;
      const made = await api(page.request, 'POST', '/users', { token: admin.token, body: { vcname: 'Sutikno', vcusername: username, vcpassword: 'jukir-rahasia-1', role: jukirRole.value } });
      expect(made.status).toBe(201);
      const jukir = await api(page.request, 'POST', '/users/signin', { body: { username, password: 'jukir-rahasia-1' } });
      await page.setViewportSize(PHONE);
      await useSession(page, jukir.json as never, '/jukir');
      findings.push(...(await auditPaths(page, ['/jukir'], 'parking')));
      expectNone(findings);
    });
  });
}
