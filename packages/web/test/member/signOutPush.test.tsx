import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { memberRoutes } from '../../src/features/complaints/member/memberRoutes';
import { getMemberSession, setMemberSession } from '../../src/features/complaints/member/session/memberSession';
import { FeedbackHost } from '../../src/ui/FeedbackHost';
import { fakeApi, reply, type Call } from '../ui/fixtures';

const MEMBER = { token: 'member-tok', intid: 7, vcname: 'Ibu Sari' };
const ENDPOINT = 'https://push.example/langganan/ibu-sari';

/** This phone's browser holding a push subscription under the `/warga` worker. */
function phoneWithSubscription() {
  const subscription = { endpoint: ENDPOINT, unsubscribe: vi.fn(async () => true) };
  const registration = { scope: 'http://localhost/warga', pushManager: { getSubscription: async () => subscription } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async (scope: string) => (scope === '/warga' ? registration : undefined), addEventListener: () => {}, removeEventListener: () => {} },
  });
  return subscription;
}

/** Signed in on `/warga`, then the top bar's `Keluar` pressed; resolves on the sign-in page. */
async function signOut() {
  setMemberSession(MEMBER);
  const router = createMemoryRouter([memberRoutes], { initialEntries: ['/warga/artikel'] });
  render(<Suspense><RouterProvider router={router} /><FeedbackHost /></Suspense>);
  await userEvent.click(await screen.findByRole('button', { name: 'Keluar' }, { timeout: 10_000 }));
  expect(await screen.findByRole('heading', { name: 'Masuk' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/warga/masuk');
  expect(getMemberSession()).toBeNull();
}

const sent = (calls: Call[]) => calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe("a member's sign-out ends this phone's pushes", () => {
  it('the server forgets the subscription while the token holds, then the browser ends it', async () => {
    const subscription = phoneWithSubscription();
    const api = fakeApi(
      reply('DELETE', '/member/push-subscriptions', { body: { message: 'Notifikasi dimatikan di perangkat ini.' } }),
      reply('POST', '/member/signout', { body: { message: 'Berhasil keluar.' } }),
      reply('GET', '/articles', { body: { data: [] } }),
    );
    await signOut();
    expect(sent(api.calls)).toEqual(['DELETE /member/push-subscriptions', 'POST /member/signout']);
    expect(api.of('DELETE', '/member/push-subscriptions')[0].body).toEqual({ endpoint: ENDPOINT });
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Notifikasi dimatikan di perangkat ini.')).not.toBeInTheDocument();
  });

  it('a server that cannot forget it does not hold the sign-out up, and the browser still ends it', async () => {
    const subscription = phoneWithSubscription();
    const api = fakeApi(
      reply('DELETE', '/member/push-subscriptions', { status: 500, body: { message: 'Terjadi kesalahan pada server.' } }),
      reply('POST', '/member/signout', { body: { message: 'Berhasil keluar.' } }),
    );
    await signOut();
    expect(sent(api.calls)).toEqual(['DELETE /member/push-subscriptions', 'POST /member/signout']);
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Terjadi kesalahan pada server.')).not.toBeInTheDocument();
  });

  it('a server that does not answer holds the sign-out up a moment only', async () => {
    phoneWithSubscription();
    const api = fakeApi(
      ({ method, path }) => (method === 'DELETE' && path === '/member/push-subscriptions' ? new Promise<never>(() => {}) : undefined),
      reply('POST', '/member/signout', { body: { message: 'Berhasil keluar.' } }),
    );
    await signOut();
    expect(sent(api.calls)).toEqual(['DELETE /member/push-subscriptions', 'POST /member/signout']);
  });

  it('a phone without push (no subscription, no worker) signs out as before', async () => {
    const api = fakeApi(reply('POST', '/member/signout', { body: { message: 'Berhasil keluar.' } }));
    await signOut();
    expect(sent(api.calls)).toEqual(['POST /member/signout']);
  });
});
