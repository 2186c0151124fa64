import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteWire } from '@halte/contract';
import { FormModal } from '../../src/ui/form/FormModal';
import { routesDeclaration } from '../../src/features/school/bus-routes/routes.declaration';
import { fakeApi, renderAt, reply } from '../ui/fixtures';

const route: RouteWire = {
  intid: 4,
  vckode: 'R04',
  vcnama: 'Tuban - Jenu',
  titik_rute: [
    { vcnama: 'Terminal Tuban', declattitude: -6.8979, declongitude: 112.0503 },
    { vcnama: 'Alun-alun', declattitude: null, declongitude: null },
    { vcnama: 'Pasar Jenu', declattitude: -6.8431, declongitude: 111.9845 },
  ],
  titik_rute_map: [],
};

const saved = { status: 201, body: { message: 'Data berhasil disimpan.', data: route } };
const spec = routesDeclaration as never;
const openForm = (mode: 'add' | 'update') =>
  renderAt('/master/rute', <FormModal spec={spec} show mode={mode} id={mode === 'update' ? 4 : undefined} onClose={() => {}} />);
const names = (form: HTMLElement) => within(form).getAllByRole('textbox', { name: /^Nama titik \d+$/ }).map((i) => (i as HTMLInputElement).value);

describe('route points (repeatable field)', { timeout: 20_000 }, () => {
  it('an empty point name shows its message and nothing is sent; points are added, moved and removed in order', async () => {
    const server = fakeApi(reply('POST', '/routes', saved));
    openForm('add');
    const u = userEvent.setup();
    const form = await screen.findByRole('dialog');
    // The add form starts with one empty point.
    expect(names(form)).toEqual(['']);

    await u.click(within(form).getByRole('button', { name: 'Simpan' }));
    for (const m of ['Kode tidak boleh kosong.', 'Nama tidak boleh kosong.', 'Titik Rute tidak boleh kosong.']) {
      expect(await within(form).findByText(m)).toBeInTheDocument();
    }
    expect(server.of('POST', '/routes')).toHaveLength(0);

    await u.type(within(form).getByLabelText(/^Kode/), 'R09');
    await u.type(within(form).getByLabelText(/^Nama\W*$/), 'Tuban - Merakurak');
    await u.type(within(form).getByLabelText('Nama titik 1'), 'Terminal');
    await u.click(within(form).getByRole('button', { name: 'Tambah Titik' }));
    await u.type(within(form).getByLabelText('Nama titik 2'), 'Pasar');
    await u.type(within(form).getByLabelText('Longitude 2'), '112,0301');
    await u.type(within(form).getByLabelText('Latitude 2'), '-6.9012');
    await u.click(within(form).getByRole('button', { name: 'Tambah Titik' }));
    await u.type(within(form).getByLabelText('Nama titik 3'), 'Sekolah');
    expect(names(form)).toEqual(['Terminal', 'Pasar', 'Sekolah']);

    // Move 'Sekolah' up one place, then remove 'Terminal'.
    await u.click(within(form).getByRole('button', { name: 'Naikkan 3' }));
    expect(names(form)).toEqual(['Terminal', 'Sekolah', 'Pasar']);
    await u.click(within(form).getByRole('button', { name: 'Hapus titik 1' }));
    expect(names(form)).toEqual(['Sekolah', 'Pasar']);

    await u.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(server.of('POST', '/routes')).toHaveLength(1));
    expect(server.of('POST', '/routes')[0].body).toEqual({
      vckode: 'R09',
      vcnama: 'Tuban - Merakurak',
      titik_rute: [
        { vcnama: 'Sekolah', declattitude: null, declongitude: null },
        { vcnama: 'Pasar', declattitude: -6.9012, declongitude: 112.0301 },
      ],
    });
  });

  it('the message names the empty point only, and a route without points is refused', async () => {
    const server = fakeApi(reply('POST', '/routes', saved));
    openForm('add');
    const u = userEvent.setup();
    const form = await screen.findByRole('dialog');
    await u.type(within(form).getByLabelText(/^Kode/), 'R10');
    await u.type(within(form).getByLabelText(/^Nama\W*$/), 'Rute Sepuluh');
    await u.type(within(form).getByLabelText('Nama titik 1'), 'Terminal');
    await u.click(within(form).getByRole('button', { name: 'Tambah Titik' }));
    await u.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('Titik Rute tidak boleh kosong.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Nama titik 2')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Nama titik 1')).toHaveAttribute('aria-invalid', 'false');

    await u.click(within(form).getByRole('button', { name: 'Hapus titik 2' }));
    await u.click(within(form).getByRole('button', { name: 'Hapus titik 1' }));
    expect(within(form).getByText('Belum ada titik rute.')).toBeInTheDocument();
    await u.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('Titik Rute tidak boleh kosong.')).toBeInTheDocument();
    expect(server.of('POST', '/routes')).toHaveLength(0);
  });

  it('edit loads the points with their coordinates and sends the changed list', async () => {
    const server = fakeApi(
      reply('GET', '/routes/4', { body: { data: route } }),
      reply('PUT', '/routes/4', { body: { message: 'Data berhasil diubah.', data: route } }),
    );
    openForm('update');
    const u = userEvent.setup();
    const form = await screen.findByRole('dialog');
    await waitFor(() => expect(names(form)).toEqual(['Terminal Tuban', 'Alun-alun', 'Pasar Jenu']));
    expect(within(form).getByLabelText('Latitude 1')).toHaveValue('-6.8979');
    expect(within(form).getByLabelText('Longitude 2')).toHaveValue('');

    await u.click(within(form).getByRole('button', { name: 'Hapus titik 2' }));
    await u.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(server.of('PUT', '/routes/4')).toHaveLength(1));
    expect(server.of('PUT', '/routes/4')[0].body).toEqual({
      vckode: 'R04',
      vcnama: 'Tuban - Jenu',
      titik_rute: [
        { vcnama: 'Terminal Tuban', declattitude: -6.8979, declongitude: 112.0503 },
        { vcnama: 'Pasar Jenu', declattitude: -6.8431, declongitude: 111.9845 },
      ],
    });
  });
});
