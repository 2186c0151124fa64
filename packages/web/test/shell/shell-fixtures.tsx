import { vi } from 'vitest';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { SCREENS, type NavItem, type SigninResponse } from '@halte/contract';
import { App } from '../../src/app/App';
import { routes } from '../../src/app/routes';

// Lazy screens and the shared 2-core machine: give asynchronous queries room.
configure({ asyncUtilTimeout: 5000 });

/** What the server answers, by "METHOD /path" (without /api/v1 and the query string). */
export type Replies = Record<string, { status?: number; body?: unknown } | (() => Promise<Response>)>;

/** Replaces fetch with canned answers; unknown calls answer 404. Returns the spy. */
export function mockServer(replies: Replies) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v1/, '')}`;
    const reply = replies[key];
    if (typeof reply === 'function') return reply();
    if (!reply) return new Response(JSON.stringify({ message: 'Alamat tidak ditemukan.' }), { status: 404 });
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

export const noServer = () => Promise.reject(new TypeError('Failed to fetch'));

export const SESSION: SigninResponse = {
  token: 'token-uji',
  language: null,
  user_id: 7,
  role: 1,
  role_code: 'ADMIN',
  vcname: 'Siti Rahma',
  message: 'Login berhasil.',
};

export function storeSession(s: SigninResponse = SESSION) {
  localStorage.setItem('accessUser', JSON.stringify(s));
}

let id = 100;
/** A menu; one whose URL is a screen's path points at that screen, as the seeded menus do. */
export const nav = (vcname: string, vcaction: string, vcicon: string, children: NavItem[] = []): NavItem => ({
  intid: ++id,
  vcname,
  vcscreen: SCREENS.find((s) => s.path === vcaction)?.key ?? '',
  vcaction,
  vcicon,
  children,
});

/** A navigation tree like the seeded one, with a nested sub-menu. */
export const NAV_TREE: NavItem[] = [
  nav('Dashboard', '#dashboard', 'speedometer2', [nav('Dashboard', '/', 'speedometer2'), nav('Lacak Kendaraan', '/main/lacak-kendaraan', 'geo-alt')]),
  nav('Operasional', '#operasional', 'clipboard-data', [
    nav('Laporan', '#laporan', 'journal', [nav('Laporan Bus', '/operasional/laporan-bus', 'bus-front'), nav('Laporan Sopir', '/operasional/laporan-sopir', 'person-vcard')]),
  ]),
  nav('Aplikasi', '#aplikasi', 'gear', [nav('Data User', '/application/users', 'person-gear')]),
];

export const shellReplies = (tree: NavItem[] = NAV_TREE): Replies => ({
  'GET /config': { body: { app_type: 'school', app_name: 'Halte', department_name: 'Dinas Perhubungan Kabupaten Uji', version: '1.2.3', map: {}, time_zone: 'Asia/Jakarta', support: { phone: null, email: null } } },
  'GET /apps/navigation': { body: { data: tree, role: { code: 'ADMIN', name: 'Administrator' } } },
  'GET /notifications': { body: { data: [], unread: 0 } },
});

/** The whole app on a memory router at `path`; returns the router to read the location. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<App router={router} />);
  return router;
}

/** Loads the lazily split modules once, so the first test's render is not a cold import. */
export async function preloadLazyModules() {
  await Promise.all([
    import('../../src/shell/ShellLayout'),
    import('../../src/features/platform/login/LoginPage'),
    import('../../src/features/school/dashboard/DashboardPage'),
    import('../../src/features/platform/coming-soon/ComingSoonPage'),
    import('../../src/features/platform/notifications/NotificationsPage'),
    import('../../src/features/school/driver-console/DriverConsolePage'),
  ]);
}
