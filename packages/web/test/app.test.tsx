import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadLazyModules, mockServer, renderApp, shellReplies, storeSession } from './shell/shell-fixtures';

beforeAll(preloadLazyModules, 30_000);
afterEach(() => vi.unstubAllGlobals());

describe('routing and session', () => {
  it('sends a visitor with no stored login to /login', async () => {
    mockServer(shellReplies());
    const router = renderApp('/master/siswa');
    expect(await screen.findByRole('heading', { name: 'Masuk Akun' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('redirects an unknown path to errors/404 with a link home', async () => {
    mockServer(shellReplies());
    const router = renderApp('/tidak/ada/halaman');
    expect(await screen.findByText('Halaman yang Anda cari tidak ditemukan.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/errors/404');
    expect(screen.getByRole('link', { name: /Kembali ke Beranda/ })).toHaveAttribute('href', '/');
  });

  it('shows errors/500', async () => {
    renderApp('/errors/500');
    expect(await screen.findByText('Maaf, terjadi kesalahan.')).toBeInTheDocument();
  });

  it('shows the signed-in user on the dashboard', async () => {
    mockServer(shellReplies());
    storeSession();
    renderApp('/');
    expect(await screen.findByTestId('welcome')).toHaveTextContent('Selamat datang, Siti Rahma');
    expect(await screen.findByText('© ' + new Date().getFullYear() + ' Dinas Perhubungan Kabupaten Uji')).toBeInTheDocument();
    expect(screen.getByText('v1.2.3')).toBeInTheDocument();
  });

  it.each(['/operasional/laporan-bus', '/report/bus'])('resolves the bus report reading %s to the same screen', async (path) => {
    mockServer(shellReplies());
    storeSession();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Laporan Bus' })).toBeInTheDocument();
    // Both readings highlight the same sidebar entry.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Laporan Bus' })).toHaveAttribute('aria-current', 'page'));
  });

  it.each(['/operasional/laporan-sopir', '/report/driver'])('resolves the driver report reading %s to the same screen', async (path) => {
    mockServer(shellReplies());
    storeSession();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Laporan Sopir' })).toBeInTheDocument();
  });

  it('goes to /login when a call answers 401, with the server message', async () => {
    mockServer({ ...shellReplies(), 'GET /apps/navigation': { status: 401, body: { message: 'Sesi Anda telah berakhir. Silakan login kembali.' } } });
    storeSession();
    const router = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Masuk Akun' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('accessUser')).toBeNull();
    expect(await screen.findByText('Sesi Anda telah berakhir. Silakan login kembali.')).toBeInTheDocument();
  });
});
