import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadLazyModules, mockServer, noServer, renderApp, SESSION, shellReplies, storeSession } from './shell/shell-fixtures';

beforeAll(preloadLazyModules, 30_000);
afterEach(() => vi.unstubAllGlobals());

async function fill(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
}

describe('Masuk Akun', () => {
  it('keeps the button disabled until both username and password are filled', async () => {
    mockServer(shellReplies());
    const user = userEvent.setup();
    renderApp('/login');
    const button = await screen.findByRole('button', { name: 'Masuk' });
    expect(button).toBeDisabled();
    await fill(user, 'admin', '');
    expect(button).toBeDisabled();
    await fill(user, '', 'rahasia');
    expect(button).toBeEnabled();
    await user.clear(screen.getByLabelText('Username'));
    expect(button).toBeDisabled();
  });

  it('shows the password while Tampilkan kata sandi is ticked', async () => {
    mockServer(shellReplies());
    const user = userEvent.setup();
    renderApp('/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByLabelText('Tampilkan kata sandi'));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByLabelText('Tampilkan kata sandi'));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows the server message of a 400 and stays on /login', async () => {
    mockServer({ ...shellReplies(), 'POST /users/signin': { status: 400, body: { message: 'Username atau password salah.' } } });
    const user = userEvent.setup();
    const router = renderApp('/login');
    await screen.findByRole('button', { name: 'Masuk' });
    await fill(user, 'admin', 'salah');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username atau password salah.');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('accessUser')).toBeNull();
  });

  it("says 'Server tidak menjawab. Periksa koneksi Anda.' when the server does not answer", async () => {
    mockServer({ ...shellReplies(), 'POST /users/signin': noServer });
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('button', { name: 'Masuk' });
    await fill(user, 'admin', 'rahasia');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server tidak menjawab. Periksa koneksi Anda.');
  });

  it("stores accessUser, toasts 'Berhasil masuk sebagai {name}' and goes to /", async () => {
    const server = mockServer({ ...shellReplies(), 'POST /users/signin': { body: SESSION } });
    const user = userEvent.setup();
    const router = renderApp('/login');
    await screen.findByRole('button', { name: 'Masuk' });
    await fill(user, 'siti', 'rahasia-123');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Berhasil masuk sebagai Siti Rahma')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const stored = JSON.parse(localStorage.getItem('accessUser')!);
    expect(stored).toMatchObject({ token: 'token-uji', user_id: 7, role: 1, vcname: 'Siti Rahma' });
    const signin = server.mock.calls.find(([url]) => String(url).endsWith('/api/v1/users/signin'))!;
    expect(JSON.parse(String(signin[1]!.body))).toEqual({ username: 'siti', password: 'rahasia-123' });
  });

  it("sends a driver's account to the driver console, keeping its session", async () => {
    const driver = { ...SESSION, token: 'token-sopir', role_code: 'DRIVER', vcname: 'Budi Sopir' };
    const server = mockServer({
      ...shellReplies(),
      'POST /users/signin': { body: driver },
      'GET /driver/me': { body: { data: { driver: { intid: 3, vccode_driver: 'D1', vcname: 'Budi Sopir', vcphone: '0812' }, vehicles: [], current: null, trips: [] } } },
    });
    const user = userEvent.setup();
    const router = renderApp('/login');
    await screen.findByRole('button', { name: 'Masuk' });
    await fill(user, 'budi', 'sopir12345');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/driver'));
    expect(await screen.findByTestId('driver-name')).toHaveTextContent('Budi Sopir');
    expect(JSON.parse(localStorage.getItem('accessUser')!)).toMatchObject({ token: 'token-sopir', role_code: 'DRIVER' });
    expect(server.mock.calls.some(([url]) => String(url).includes('/apps/navigation'))).toBe(false);
  });

  it("keeps a driver out of the staff shell and staff out of the driver console", async () => {
    mockServer({
      ...shellReplies(),
      'GET /driver/me': { body: { data: { driver: { intid: 3, vccode_driver: 'D1', vcname: 'Budi Sopir', vcphone: '0812' }, vehicles: [], current: null, trips: [] } } },
    });
    storeSession({ ...SESSION, role_code: 'DRIVER', vcname: 'Budi Sopir' });
    const driverView = renderApp('/master/siswa');
    await waitFor(() => expect(driverView.state.location.pathname).toBe('/driver'));
    cleanup();

    storeSession(SESSION);
    const staffView = renderApp('/driver');
    await waitFor(() => expect(staffView.state.location.pathname).toBe('/'));
  });
});
