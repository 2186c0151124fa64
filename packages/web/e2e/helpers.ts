import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { NavItem, SigninResponse } from '@halte/contract';
import { ADMIN } from './env';

export { ADMIN };

export interface ApiAnswer<T = Record<string, unknown>> { status: number; json: T }

/** A call to /api/v1 outside the browser, with an optional bearer token. */
export async function api<T = Record<string, unknown>>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<ApiAnswer<T>> {
  const res = await request.fetch(`/api/v1${path}`, {
    method,
    headers: opts.token ? { Authorization: `Bearer ${opts.token}` } : {},
    data: opts.body,
  });
  const text = await res.text();
  return { status: res.status(), json: (text ? JSON.parse(text) : {}) as T };
}

/** Signs in through the API; the answer is what the web stores as `accessUser`. */
export async function signin(request: APIRequestContext, username: string, password: string): Promise<SigninResponse> {
  const res = await api<SigninResponse>(request, 'POST', '/users/signin', { body: { username, password } });
  expect(res.status, `sign in ${username}`).toBe(200);
  return res.json;
}

export const adminSession = (request: APIRequestContext) => signin(request, ADMIN.username, ADMIN.password);

/** Signs in through the login form and waits for the dashboard. */
export async function loginWithForm(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Puts a session straight into localStorage (fast sign-in for specs about other things). */
export async function useSession(page: Page, session: SigninResponse, path = '/') {
  await page.goto('/login');
  await page.evaluate((s) => localStorage.setItem('accessUser', JSON.stringify(s)), session);
  await page.goto(path);
}

/** Signs in as admin (API) and opens `path` in the browser; returns the session. */
export async function openAsAdmin(page: Page, path = '/') {
  const session = await adminSession(page.request);
  await useSession(page, session, path);
  return session;
}

let seq = 0;
/** A short unique suffix for names created by a spec. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`.toUpperCase();

/** Menu ids by URL, from the admin's navigation tree (admin has every menu). */
export async function menuIds(request: APIRequestContext, token: string): Promise<Map<string, number>> {
  const res = await api<{ data: NavItem[] }>(request, 'GET', '/apps/navigation', { token });
  const ids = new Map<string, number>();
  const walk = (items: NavItem[]) => items.forEach((i) => (ids.set(i.vcaction, i.intid), walk(i.children)));
  walk(res.json.data);
  return ids;
}

/**
 * A new role owning exactly `menuUrls`, and a user with that role, made through the API as
 * admin. Returns the user's credentials and role.
 */
export async function userWithMenus(request: APIRequestContext, menuUrls: string[]) {
  const admin = await adminSession(request);
  const ids = await menuIds(request, admin.token);
  const code = unique('E2E');
  const role = await api<{ data: { intid: number } }>(request, 'POST', '/roles', {
    token: admin.token,
    body: { vccode: code, vcname: `Peran ${code}`, menus: menuUrls.map((u) => ids.get(u)) },
  });
  expect(role.status, JSON.stringify(role.json)).toBe(201);
  const username = code.toLowerCase();
  const password = 'sandi-e2e-123';
  const user = await api<{ data: { intid: number } }>(request, 'POST', '/users', {
    token: admin.token,
    body: { vcname: `Petugas ${code}`, vcusername: username, vcpassword: password, role: role.json.data.intid },
  });
  expect(user.status, JSON.stringify(user.json)).toBe(201);
  return { username, password, name: `Petugas ${code}`, roleId: role.json.data.intid, userId: user.json.data.intid };
}

/** Saves a screenshot as a test artifact (kept under test-results) and returns its path. */
export async function keepScreenshot(page: Page, testInfo: { outputPath: (name: string) => string; attach: (name: string, o: { path: string; contentType: string }) => Promise<void> }, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: false });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  return path;
}
