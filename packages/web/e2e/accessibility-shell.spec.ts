import { expect, test, type APIRequestContext } from '@playwright/test';
import { auditHere, expectNone, useTheme, type Theme } from './a11y/axe';
import { adminSession, api, signin, unique, useSession, userWithMenus } from './helpers';
import { createSchool, createStudent } from './api-records';

test.setTimeout(180_000);

const THEMES: Theme[] = ['light', 'dark'];

type Staff = Awaited<ReturnType<typeof userWithMenus>>;

/** The administrator changes the user's account: the server notifies the user. */
async function accountChanged(request: APIRequestContext, user: Staff, name: string) {
  const admin = await adminSession(request);
  const put = await api(request, 'PUT', `/users/${user.userId}`, { token: admin.token, body: { vcname: name, vcusername: user.username, vcpassword: '', role: user.roleId } });
  expect(put.status, JSON.stringify(put.json)).toBe(200);
}

for (const theme of THEMES) {
  test.describe(`WCAG 2.2 AA in the shell's panels and menus, ${theme} theme`, () => {
    test.beforeEach(({ page }) => useTheme(page, theme));

    test('the settings panel, the notifications with read and unread ones, the user menu and the search with its results, each open', async ({ page }) => {
      const P = unique('AS');
      const admin = await adminSession(page.request);
      const school = await createSchool(page.request, admin.token, `${P}S`, `SD Cari ${P}`, 2);
      await createStudent(page.request, admin.token, { nisn: `${P}1`, name: `Wulandari ${P}`, schoolId: school.intid, classId: school.classes[0].value });
      await createStudent(page.request, admin.token, { nisn: `${P}2`, name: `Wulansari ${P}`, schoolId: school.intid, classId: school.classes[0].value });

      // One notification read (EARLIER), one not (NEW).
      const user = await userWithMenus(page.request, ['/master/siswa']);
      const session = await signin(page.request, user.username, user.password);
      await accountChanged(page.request, user, `${user.name} Lama`);
      expect((await api(page.request, 'POST', '/notifications/read-all', { token: session.token })).status).toBe(200);
      await accountChanged(page.request, user, `${user.name} Baru`);
      await useSession(page, session, '/');
      await expect(page.getByTestId('notifications-unread')).toHaveText('1');

      await page.getByTestId('customize-toggle').click();
      await expect(page.getByRole('dialog', { name: 'Pengaturan Tampilan' })).toBeVisible();
      const findings = await auditHere(page, 'settings panel');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Opened by a click, the pointer still over it: Escape closes it all the same (content shown on hover is dismissable).
      await page.getByTestId('notifications-toggle').click();
      await expect(page.locator('.notification-menu.show').getByText('Akun Anda telah diperbarui oleh administrator.')).toHaveCount(2);
      findings.push(...(await auditHere(page, 'notifications menu')));
      await page.keyboard.press('Escape');
      await expect(page.locator('.notification-menu.show')).toHaveCount(0);

      await page.getByTestId('user-menu').click();
      await expect(page.locator('.user-menu.show')).toContainText(user.name);
      findings.push(...(await auditHere(page, 'user menu')));
      await page.keyboard.press('Escape');
      await expect(page.locator('.user-menu.show')).toHaveCount(0);

      const search = page.getByRole('combobox', { name: 'Pencarian' });
      await search.fill(P);
      const results = page.getByRole('listbox', { name: 'Pencarian' });
      await expect(results.getByRole('option')).toHaveCount(2);
      await search.press('ArrowDown');
      await expect(results.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
      findings.push(...(await auditHere(page, 'search with results')));
      // Nothing found: a message, not an empty list.
      await search.fill(`zzq${P}`);
      await expect(results).toHaveCount(0);
      await expect(search).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('.search-box').getByRole('status')).toBeVisible();
      findings.push(...(await auditHere(page, 'search without results')));
      expectNone(findings);
    });
  });
}
