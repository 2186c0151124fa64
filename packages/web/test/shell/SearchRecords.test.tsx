import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/api/queryClient';
import { SearchBox } from '../../src/shell/navbar/SearchBox';
import { mockServer, shellReplies, storeSession } from './shell-fixtures';

const HITS = [
  { type: 'menu', label: 'Siswa', sublabel: 'Master', url: '/master/siswa' },
  { type: 'student', label: 'Siti Aminah', sublabel: 'NISN 0051234567 · SDN 1 Tuban', url: '/master/siswa?q=0051234567' },
  { type: 'driver', label: 'Slamet Riyadi', sublabel: 'Kode SPR-001', url: '/master/pengemudi?q=SPR-001' },
  { type: 'vehicle', label: 'S 1234 AB - Bus 1', sublabel: 'Kode BUS-01', url: '/master/kendaraan?q=BUS-01' },
];

function renderBox() {
  const router = createMemoryRouter([{ path: '*', element: <SearchBox /> }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => storeSession());
afterEach(() => vi.unstubAllGlobals());

describe('navbar search: records', () => {
  it('asks the server once typing pauses and shows its students, drivers and vehicles in groups', async () => {
    const fetch = mockServer({ ...shellReplies([]), 'GET /search': { body: { data: HITS } } });
    renderBox();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Pencarian' }), 'sla');
    const list = screen.getByRole('listbox', { name: 'Pencarian' });
    expect(within(list).getByRole('status')).toHaveTextContent('Mencari data…');
    expect(await within(list).findByRole('group', { name: 'Siswa' })).toHaveTextContent('Siti Aminah');
    expect(within(list).getByRole('group', { name: 'Pengemudi' })).toHaveTextContent('Kode SPR-001');
    expect(within(list).getByRole('group', { name: 'Kendaraan' })).toHaveTextContent('S 1234 AB - Bus 1');
    // The server's menu hits are left out: menus are matched in the browser.
    expect(within(list).queryByRole('group', { name: 'Menu' })).not.toBeInTheDocument();
    const searches = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://x')).filter((u) => u.pathname.endsWith('/search'));
    expect(searches.map((u) => u.searchParams.get('q'))).toEqual(['sla']);
  });

  it('one letter does not ask the server', async () => {
    const fetch = mockServer({ ...shellReplies([]), 'GET /search': { body: { data: HITS } } });
    renderBox();
    await userEvent.setup().type(screen.getByRole('combobox', { name: 'Pencarian' }), 's');
    expect(await screen.findByText('Tidak ada hasil.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/search'))).toBe(false);
  });

  it('arrow keys and Enter open the record’s list filtered to it', async () => {
    mockServer({ ...shellReplies([]), 'GET /search': { body: { data: HITS } } });
    const router = renderBox();
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Pencarian' });
    await user.type(input, 'sla');
    await screen.findByRole('option', { name: /Slamet Riyadi/ });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Slamet Riyadi/ })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Slamet Riyadi/ }).id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/master/pengemudi?q=SPR-001'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
