import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/api/queryClient';
import { NavTree } from '../../src/shell/sidebar/NavTree';
import { Sidebar, HOVER_EXPAND_DELAY_MS } from '../../src/shell/sidebar/Sidebar';
import { reloadSettings } from '../../src/shell/settings/store';
import { SearchBox } from '../../src/shell/navbar/SearchBox';
import { mockServer, NAV_TREE, shellReplies, storeSession } from './shell-fixtures';

function inRouter(ui: React.ReactNode, path = '/') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] })} />
    </QueryClientProvider>,
  );
}

beforeEach(() => reloadSettings());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sidebar tree', () => {
  it('renders each top-level group as a labelled section with its menus', () => {
    inRouter(<NavTree items={NAV_TREE} />);
    const dashboard = screen.getByRole('region', { name: 'Dashboard' });
    expect(within(dashboard).getByRole('link', { name: 'Lacak Kendaraan' })).toHaveAttribute('href', '/main/lacak-kendaraan');
    expect(within(screen.getByRole('region', { name: 'Aplikasi' })).getByRole('link', { name: 'Data User' })).toBeInTheDocument();
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['Dashboard', 'Operasional', 'Aplikasi']);
  });

  it('uses bootstrap-icons class names for menu icons', () => {
    const { container } = inRouter(<NavTree items={NAV_TREE} />);
    expect(container.querySelector('a[href="/main/lacak-kendaraan"] i')).toHaveClass('bi', 'bi-geo-alt');
  });

  it('highlights the current page only', () => {
    inRouter(<NavTree items={NAV_TREE} />, '/main/lacak-kendaraan');
    expect(screen.getByRole('link', { name: 'Lacak Kendaraan' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Lacak Kendaraan' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('opens and closes a nested sub-menu on click', async () => {
    const user = userEvent.setup();
    inRouter(<NavTree items={NAV_TREE} />, '/');
    const toggle = screen.getByRole('button', { name: 'Laporan' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toHaveClass('show');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Laporan Bus' })).toHaveAttribute('href', '/operasional/laporan-bus');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts a sub-menu open when the current page is inside it', () => {
    inRouter(<NavTree items={NAV_TREE} />, '/operasional/laporan-sopir');
    expect(screen.getByRole('button', { name: 'Laporan' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Laporan Sopir' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('sidebar frame', () => {
  beforeEach(() => {
    storeSession();
    mockServer(shellReplies());
  });

  it('collapses with the toggle, remembers it, and widens on hover only after 100 ms', async () => {
    inRouter(<Sidebar mobileOpen={false} onCloseMobile={() => {}} />);
    await screen.findByRole('link', { name: 'Data User' });
    const sidebar = screen.getByTestId('sidebar');
    fireEvent.click(screen.getByRole('button', { name: 'Ciutkan/lebarkan menu samping' }));
    expect(sidebar).toHaveClass('is-collapsed');
    expect(JSON.parse(localStorage.getItem('halteSettings')!).isNavbarVerticalCollapsed).toBe(true);

    vi.useFakeTimers();
    fireEvent.mouseEnter(sidebar);
    act(() => vi.advanceTimersByTime(HOVER_EXPAND_DELAY_MS - 10));
    expect(sidebar).not.toHaveClass('is-hover-expanded');
    act(() => vi.advanceTimersByTime(20));
    expect(sidebar).toHaveClass('is-hover-expanded');
    fireEvent.mouseLeave(sidebar);
    expect(sidebar).not.toHaveClass('is-hover-expanded');
  });

  it('keeps the help card dismissed once closed', async () => {
    const first = inRouter(<Sidebar mobileOpen={false} onCloseMobile={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tutup kartu' }));
    expect(screen.queryByTestId('sidebar-card')).toBeNull();
    first.unmount();
    inRouter(<Sidebar mobileOpen={false} onCloseMobile={() => {}} />);
    await screen.findByRole('link', { name: 'Data User' });
    expect(screen.queryByTestId('sidebar-card')).toBeNull();
  });

  it('says whom to ask, with no dead link, when no help desk is configured', async () => {
    localStorage.removeItem('halteSidebarCardDismissed');
    inRouter(<Sidebar mobileOpen={false} onCloseMobile={() => {}} />);
    const card = await screen.findByTestId('sidebar-card');
    expect(await within(card).findByText(/tanyakan kepada administrator aplikasi/)).toBeInTheDocument();
    expect(within(card).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/panduan/admin']);
  });

  it("says 'Belum ada menu' for a role without menus", async () => {
    mockServer(shellReplies([]));
    inRouter(<Sidebar mobileOpen={false} onCloseMobile={() => {}} />);
    expect(await screen.findByText('Belum ada menu untuk peran Anda.')).toBeInTheDocument();
  });
});

describe('search box', () => {
  beforeEach(() => {
    storeSession();
    mockServer(shellReplies());
  });

  it("finds the user's menus by name and says 'Tidak ada hasil.' otherwise", async () => {
    const user = userEvent.setup();
    inRouter(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Pencarian' });
    await user.type(input, 'laporan');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Laporan BusOperasional › Laporan', 'Laporan SopirOperasional › Laporan']);
    await user.clear(input);
    await user.type(input, 'parkir');
    // Only once the record search (students, drivers, vehicles) has answered too.
    expect(await screen.findByText('Tidak ada hasil.')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
