import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DriverWire } from '@halte/contract';
import { FormModal } from '../../src/ui/form/FormModal';
import { driversDeclaration } from '../../src/features/school/drivers/drivers.declaration';
import { fakeApi, renderAt, reply } from '../ui/fixtures';

const driver: DriverWire = {
  intid: 7, vccode_driver: 'DRV07', vcnip: '198501012010011001', vcname: 'Slamet Riyadi', vcphone: '081234567890',
  intprint_card: 0, intfungsional: 1, vcusername: 'slamet', vcpassword: '',
};
const spec = driversDeclaration as never;
const openForm = (mode: 'add' | 'update' | 'detail') =>
  renderAt('/master/pengemudi', <FormModal spec={spec} show mode={mode} id={mode === 'add' ? undefined : 7} onClose={() => {}} />);
const accountBox = (form: HTMLElement) => within(form).getByLabelText('Menggunakan Akun?');

describe("driver form: 'Menggunakan Akun?'", { timeout: 20_000 }, () => {
  it('reveals username and password only when ticked; their messages only count then; the body carries the account', async () => {
    const server = fakeApi(reply('POST', '/employee', { status: 201, body: { message: 'Data berhasil disimpan.', data: driver } }));
    openForm('add');
    const u = userEvent.setup();
    const form = await screen.findByRole('dialog');
    expect(within(form).queryByLabelText(/^Username/)).not.toBeInTheDocument();
    expect(within(form).queryByLabelText(/^Password/)).not.toBeInTheDocument();

    await u.click(within(form).getByRole('button', { name: 'Simpan' }));
    for (const m of ['Kode tidak boleh kosong.', 'NIP tidak boleh kosong.', 'Nama tidak boleh kosong.', 'Nomor Telepon / HP tidak boleh kosong.']) {
      expect(await within(form).findByText(m)).toBeInTheDocument();
    }
    expect(within(form).queryByText('Username tidak boleh kosong.')).not.toBeInTheDocument();
    expect(server.of('POST', '/employee')).toHaveLength(0);

    await u.type(within(form).getByLabelText(/^Kode/), 'DRV20');
    await u.type(within(form).getByLabelText(/^NIP/), '199001012015011002');
    await u.type(within(form).getByLabelText(/^Nama/), 'Joko Susilo');
    await u.type(within(form).getByLabelText(/^Nomor Telepon \/ HP/), '081298765432');
    await u.click(accountBox(form));
    expect(within(form).getByLabelText(/^Username/)).toBeInTheDocument();
    await u.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('Username tidak boleh kosong.')).toBeInTheDocument();
    expect(within(form).getByText('Password tidak boleh kosong.')).toBeInTheDocument();
    expect(server.of('POST', '/employee')).toHaveLength(0);

    await u.type(within(form).getByLabelText(/^Username/), 'joko');
    await u.type(within(form).getByLabelText(/^Password/), 'sopir-rahasia-1');
    await u.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(server.of('POST', '/employee')).toHaveLength(1));
    expect(server.of('POST', '/employee')[0].body).toEqual({
      vccode_driver: 'DRV20', vcnip: '199001012015011002', vcname: 'Joko Susilo', vcphone: '081298765432',
      intfungsional: 1, vcusername: 'joko', vcpassword: 'sopir-rahasia-1',
    });
  });

  it('without the account the driver is saved with neither username nor password required', async () => {
    const server = fakeApi(reply('POST', '/employee', { status: 201, body: { message: 'Data berhasil disimpan.', data: driver } }));
    openForm('add');
    const u = userEvent.setup();
    const form = await screen.findByRole('dialog');
    await u.type(within(form).getByLabelText(/^Kode/), 'DRV21');
    await u.type(within(form).getByLabelText(/^NIP/), '1990');
    await u.type(within(form).getByLabelText(/^Nama/), 'Tanpa Akun');
    await u.type(within(form).getByLabelText(/^Nomor Telepon \/ HP/), '0812');
    // Ticked, typed into, then unticked: the account is off.
    await u.click(accountBox(form));
    await u.type(within(form).getByLabelText(/^Username/), 'x');
    await u.click(accountBox(form));
    expect(within(form).queryByLabelText(/^Username/)).not.toBeInTheDocument();
    await u.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(server.of('POST', '/employee')).toHaveLength(1));
    expect(server.of('POST', '/employee')[0].body).toMatchObject({ vcname: 'Tanpa Akun', intfungsional: 0 });
  });

  it('edit: the account is ticked with its username; an empty password keeps the current one', async () => {
    const server = fakeApi(
      reply('GET', '/employee/7', { body: { data: driver } }),
      reply('PUT', '/employee/7', { body: { message: 'Data berhasil diubah.', data: driver } }),
    );
    openForm('update');
    const u = userEvent.setup();
    const form = await screen.findByRole('dialog');
    await waitFor(() => expect(accountBox(form)).toBeChecked());
    expect(within(form).getByLabelText(/^Username/)).toHaveValue('slamet');
    expect(within(form).getByLabelText(/^Password/)).toHaveValue('');
    expect(within(form).getByText('Kosongkan jika password tidak diubah.')).toBeInTheDocument();

    await u.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(server.of('PUT', '/employee/7')).toHaveLength(1));
    expect(server.of('PUT', '/employee/7')[0].body).toMatchObject({ intfungsional: 1, vcusername: 'slamet', vcpassword: '' });
  });

  it('detail shows the username but never a password field', async () => {
    fakeApi(reply('GET', '/employee/7', { body: { data: driver } }));
    openForm('detail');
    const form = await screen.findByRole('dialog');
    await waitFor(() => expect(within(form).getByDisplayValue('slamet')).toBeInTheDocument());
    expect(within(form).queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });
});
