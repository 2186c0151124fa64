import { expect, type APIRequestContext } from '@playwright/test';
import type { NavItem } from '@halte/contract';
import { adminSession, api } from '../helpers';

/** Every screen in the admin's menu tree (the admin has every menu): a new screen is checked by being in the menu. */
export async function adminRoutes(request: APIRequestContext) {
  const admin = await adminSession(request);
  const nav = await api<{ data: NavItem[] }>(request, 'GET', '/apps/navigation', { token: admin.token });
  expect(nav.status).toBe(200);
  const walk = (items: NavItem[]): string[] => items.flatMap((i) => (i.vcaction.startsWith('/') ? [i.vcaction] : []).concat(walk(i.children)));
  return { admin, routes: [...new Set(walk(nav.json.data))] };
}
