import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { AUTH_API, SYSTEM_API, crudEndpoints, endpoint, messageResponse } from '@halte/contract';
import { api, type ApiError, setUnauthorizedHandler } from '../../src/api/client';
import { getSession, setSession } from '../../src/api/session';
import { FeedbackHost } from '../../src/ui/FeedbackHost';
import { dismissError, currentError } from '../../src/api/feedback';
import { fakeApi, reply } from '../ui/fixtures';

const SESSION = { token: 'tok-123', user_id: 3, role: 1, role_code: 'ADMIN', vcname: 'Budi' };

/** The calls these tests make, declared as the paths the fake API answers. */
const ROLES = crudEndpoints({ path: '/roles', tag: 'role', access: ['admin.roles'], record: z.object({ intid: z.number() }), createBody: z.object({ vccode: z.string() }), reads: ['roles'] });
const USERS = endpoint({ method: 'GET', path: '/users', tags: ['user'], access: ['admin.users'], answers: { 200: z.unknown() } });
const NEW_MENU = endpoint({ method: 'POST', path: '/menus', tags: ['menu'], access: ['admin.menus'], body: z.object({}), answers: { 201: messageResponse } });

const failure = (p: Promise<unknown>) => p.then(() => { throw new Error('expected a failure'); }, (e: unknown) => e as ApiError);

afterEach(() => {
  while (currentError()) dismissError();
  setUnauthorizedHandler(() => {});
});

describe('API client error catalogue', () => {
  it('sends the bearer token and JSON, and toasts the message of a successful change', async () => {
    const server = fakeApi(reply('POST', '/roles', { status: 201, body: { message: 'Data berhasil disimpan.', data: { intid: 4 } } }));
    setSession(SESSION);
    render(<FeedbackHost />);
    const answer = await api.call(ROLES.create, { body: { vccode: 'KAS' } });
    expect(answer.data.intid).toBe(4);
    const init = vi.mocked(fetch).mock.calls[0][1]!;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
    expect(server.calls[0].body).toEqual({ vccode: 'KAS' });
    expect(await screen.findByText('Data berhasil disimpan.')).toBeInTheDocument();
  });

  it('401: toasts the server message, clears the session and hands over to the login redirect', async () => {
    fakeApi(reply('GET', '/users', { status: 401, body: { message: 'Sesi Anda telah berakhir. Silakan login kembali.' } }));
    setSession(SESSION);
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    render(<FeedbackHost />);
    const error = await failure(api.call(USERS, {}));
    expect(error.status).toBe(401);
    expect(await screen.findByText('Sesi Anda telah berakhir. Silakan login kembali.')).toBeInTheDocument();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('accessUser')).toBeNull();
    expect(toLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('another error status: the error dialog with the server message, until closed', async () => {
    fakeApi(reply('DELETE', '/roles/2', { status: 409, body: { message: 'Role OPR masih digunakan oleh 3 user.' } }));
    setSession(SESSION);
    render(<FeedbackHost />);
    const error = await failure(api.call(ROLES.delete, { params: { id: 2 } }));
    expect([error.status, error.message]).toEqual([409, 'Role OPR masih digunakan oleh 3 user.']);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Role OPR masih digunakan oleh 3 user.')).toBeInTheDocument();
    expect(getSession()).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('400 with a message: the dialog shows it; with field errors a form may take them instead', async () => {
    const answer = { status: 400, body: { message: 'Nama tidak boleh kosong.', errors: { vcname: 'Nama tidak boleh kosong.' } } };
    fakeApi(reply('POST', '/menus', answer));
    render(<FeedbackHost />);

    const onFields = await failure(api.call(NEW_MENU, { body: {} }, { fieldErrors: true }));
    expect(onFields.errors).toEqual({ vcname: 'Nama tidak boleh kosong.' });
    expect(currentError()).toBeNull();

    await failure(api.call(NEW_MENU, { body: {} }));
    expect(within(await screen.findByRole('dialog')).getByText('Nama tidak boleh kosong.')).toBeInTheDocument();
  });

  it('no response: the dialog says the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    render(<FeedbackHost />);
    const error = await failure(api.call(USERS, {}));
    expect(error.status).toBe(0);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Server tidak menjawab. Hubungi administrator atau pengembang.')).toBeInTheDocument();
  });

  it('quiet calls leave errors to the caller; a GET answer shows no toast', async () => {
    fakeApi(
      reply('POST', '/users/signin', { status: 400, body: { message: 'Username atau password salah.' } }),
      reply('GET', '/config', { body: { message: 'tidak untuk ditampilkan', app_type: 'school' } }),
    );
    render(<FeedbackHost />);
    const error = await failure(api.call(AUTH_API.signin, { body: { username: 'a', password: 'b' } }, { quiet: true, toast: false }));
    expect(error.message).toBe('Username atau password salah.');
    await api.call(SYSTEM_API.config, {});
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('tidak untuk ditampilkan')).not.toBeInTheDocument();
  });
});
