import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuWire } from '@halte/contract';
import { CrudScreen } from '../../src/ui/CrudScreen';
import { menusDeclaration } from '../../src/features/platform/menus/menus.declaration';
import { fakeApi, memoryResource, renderAt, reply } from '../ui/fixtures';

const menu = (intid: number, vcname: string, vcscreen: string, vcaction: string): MenuWire => ({
  intid, vcname, vcscreen, vcaction, vcicon: 'circle', intparent_id: null, vcparent: '', intorder: intid * 10,
});
const MENUS = [menu(1, 'Master', '', '#master'), menu(2, 'Murid', 'master.students', '/murid'), menu(3, 'Lokasi', 'master.parking-locations', '/master/lokasi')];

function server(appType: 'school' | 'parking') {
  return fakeApi(
    reply('GET', '/config', { body: { app_type: appType, app_name: 'Halte', department_name: 'Dinas', version: '1', map: {} } }),
    reply('GET', '/lists/menu', { body: { data: MENUS.map((m) => ({ value: m.intid, label: m.vcname, parent: null })) } }),
    reply('POST', '/menus', (c) => ({ status: 201, body: { message: 'Data berhasil disimpan.', data: { ...menu(9, 'x', '', '#'), ...(c.body as object) } } })),
    reply('GET', '/menus/2', { body: { data: MENUS[1] } }),
    reply('GET', '/menus/3', { body: { data: MENUS[2] } }),
    memoryResource('/menus', MENUS),
  );
}

const open = () => renderAt('/application/menus', <CrudScreen declaration={menusDeclaration} />);
/** The options of a select, '|' between optgroups' labels and their options. */
const optionsOf = (select: HTMLElement) => [...select.querySelectorAll('option')].map((o) => o.textContent);

describe('Data Menu: the screen a menu opens', { timeout: 30_000 }, () => {
  it('lists the running mode’s screens by group, after the group header choice, and sends the chosen key', async () => {
    const api = server('school');
    open();
    const u = userEvent.setup({ delay: null });
    // The list names each menu's screen, or says it is a group header.
    const row = (await screen.findByText('Murid')).closest('tr')!;
    expect(within(row).getByText('Siswa')).toBeInTheDocument();
    expect(within(screen.getByText('Master').closest('tr')!).getByText('-- Grup Menu (tanpa layar) --')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Tambah' }));
    const form = await screen.findByRole('dialog');
    const select = within(form).getByLabelText(/^Layar/);
    await waitFor(() => expect(optionsOf(select)).toContain('Siswa (master.students)'));
    const options = optionsOf(select);
    expect(options[0]).toBe('-- Grup Menu (tanpa layar) --');
    expect(options).toEqual(expect.arrayContaining(['Dashboard (dashboard.school)', 'Pengemudi (master.drivers)', 'Data Menu (admin.menus)']));
    expect(options).not.toContain('Lokasi Parkir (master.parking-locations)');
    expect([...select.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(['Dashboard', 'Master', 'Operasional', 'Aplikasi']);

    await u.type(within(form).getByLabelText(/^Nama/), 'Siswa Baru');
    await u.selectOptions(select, 'master.students');
    await u.type(within(form).getByLabelText(/^Ikon/), 'people');
    await u.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.of('POST', '/menus')).toHaveLength(1));
    expect(api.of('POST', '/menus')[0].body).toMatchObject({ vcname: 'Siswa Baru', vcscreen: 'master.students', vcaction: '', vcicon: 'people' });
  });

  it('shows a menu’s screen in its detail, and keeps a screen of the other mode when editing it', async () => {
    server('school');
    open();
    const u = userEvent.setup({ delay: null });
    const row = (await screen.findByText('Lokasi')).closest('tr')!;
    await u.click(within(row).getByRole('button', { name: /Ubah/ }));
    const form = await screen.findByRole('dialog');
    const select = within(form).getByLabelText(/^Layar/);
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('master.parking-locations'));
    expect(optionsOf(select)).toContain('Lokasi Parkir (master.parking-locations)');
    await u.click(within(form).getByRole('button', { name: 'Batal' }));

    await u.click(within((await screen.findByText('Murid')).closest('tr')!).getByRole('button', { name: /Detail/ }));
    const detail = await screen.findByRole('dialog');
    await waitFor(() => expect(within(detail).getByLabelText(/^Layar/)).toHaveValue('Siswa (master.students)'));
  });
});
