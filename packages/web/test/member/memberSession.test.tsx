import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MEMBER_AUTH_API, MEMBER_CHILDREN_API, USERS_API } from '@halte/contract';
import { api, type ApiError, setUnauthorizedHandler } from '../../src/api/client';
import { getSession, setSession } from '../../src/api/session';
import { memberRoutes } from '../../src/features/complaints/member/memberRoutes';
import { memberApi, setMemberUnauthorizedHandler } from '../../src/features/complaints/member/session/memberClient';
import { getMemberSession, setMemberSession } from '../../src/features/complaints/member/session/memberSession';
import { FeedbackHost } from '../../src/ui/FeedbackHost';
import { fakeApi, reply } from '../ui/fixtures';

const STAFF = { token: 'staff-tok', user_id: 3, role: 1, role_code: 'ADMIN', vcname: 'Budi' };
const MEMBER = { token: 'member-tok', intid: 7, vcname: 'Ibu Sari' };

const authOf = (call: number) => (vi.mocked(fetch).mock.calls[call][1]!.headers as Record<string, string>).Authorization;
const failure = (p: Promise<unknown>) => p.then(() => { throw new Error('expected a failure'); }, (e: unknown) => e as ApiError);

afterEach(() => {
  setUnauthorizedHandler(() => {});
  setMemberUnauthorizedHandler(() => {});
});

describe('member session and client, apart from the staff ones', () => {
  it('keeps the member sign-in under its own key, leaving the staff one alone', () => {
    setSession(STAFF);
    setMemberSession({ ...MEMBER, message: 'Berhasil' });
    expect(JSON.parse(localStorage.getItem('memberUser')!)).toEqual(MEMBER);
    expect(getSession()).toMatchObject({ token: 'staff-tok' });
    expect(getMemberSession()).toEqual(MEMBER);
  });

  it('each client sends its own session token, never the other one', async () => {
    fakeApi(reply('GET', '/member/children', { body: { data: [] } }), reply('GET', '/users', { body: { data: [] } }));
    setSession(STAFF);
    setMemberSession(MEMBER);
    await memberApi.call(MEMBER_CHILDREN_API.list, {});
    await api.call(USERS_API.list, {});
    expect([authOf(0), authOf(1)]).toEqual(['Bearer member-tok', 'Bearer staff-tok']);
  });

  it('with no member signed in, a member call carries no token even when staff are signed in', async () => {
    fakeApi(reply('POST', '/member/signin', { body: { ...MEMBER, message: 'ok' } }));
    setSession(STAFF);
    await memberApi.call(MEMBER_AUTH_API.signin, { body: { username: 'sari@example.com', password: 'x' } }, { toast: false });
    expect(authOf(0)).toBeUndefined();
  });

  it('a 401 on a member call ends the member session only and goes to the member sign-in, not /login', async () => {
    fakeApi(reply('GET', '/member/children', { status: 401, body: { message: 'Sesi Anda telah berakhir. Silakan login kembali.' } }));
    setSession(STAFF);
    setMemberSession(MEMBER);
    const toStaffLogin = vi.fn();
    const toMemberSignIn = vi.fn();
    setUnauthorizedHandler(toStaffLogin);
    setMemberUnauthorizedHandler(toMemberSignIn);
    render(<FeedbackHost />);
    expect((await failure(memberApi.call(MEMBER_CHILDREN_API.list, {}))).status).toBe(401);
    expect(getMemberSession()).toBeNull();
    expect(getSession()).toMatchObject({ token: 'staff-tok' });
    expect(toMemberSignIn).toHaveBeenCalledTimes(1);
    expect(toStaffLogin).not.toHaveBeenCalled();
  });

  it("a member page without a member sign-in opens the member sign-in, even with a staff session", async () => {
    fakeApi(reply('GET', '/config', { body: {} }));
    setSession(STAFF);
    const router = createMemoryRouter([memberRoutes], { initialEntries: ['/warga/anak'] });
    render(<Suspense><RouterProvider router={router} /></Suspense>);
    expect(await screen.findByRole('heading', { name: 'Masuk' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/warga/masuk');
  });
});
