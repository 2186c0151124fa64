import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserWire } from '@halte/contract';
import { CrudScreen } from '../../src/ui/CrudScreen';
import { usersDeclaration } from '../../src/features/platform/users/users.declaration';
import { fakeApi, memoryResource, renderAt, reply, type Call } from './fixtures';

const user = (intid: number, vcname: string, vcusername: string, role = 2, vcrole = 'Operator'): UserWire => ({
  intid, vcname, vcusername, vcemail: `${vcusername}@dishub.go.id`, vcphone: '0812', role, vcrole, vcpassword: '',
});

function usersServer(extra: Parameters<typeof fakeApi> = []) {
  const rows = [user(1, 'Administrator', 'admin', 1, 'Administrator'), user(5, 'Siti Rahma', 'siti')];
  return fakeApi(
    ...extra,
    reply('GET', '/lists/role', { body: { data: [{ value: 1, label: 'Administrator' }, { value: 2, label: 'Operator' }] } }),
    reply('GET', '/users/5', { body: { data: rows[1] } }),
    memoryResource('/users', rows),
  );
}

const open = () => renderAt('/application/users', <CrudScreen declaration={usersDeclaration} />);
const dialog = () => screen.findByRole('dialog');
const sent = (calls: Call[], method: string) => calls.filter((c) => c.method === method);

describe('FormModal', { timeout: 20_000 }, () => {
  it('add: messages only after a failed submit and nothing sent; a valid form is sent, toasted, closed, the list reloads', async () => {
    const server = usersServer([
      reply('POST', '/users', (c) => ({ status: 201, body: { message: 'Data berhasil disimpan.', data: { ...user(9, 'x', 'x'), ...(c.body as object) } } })),
    ]);
    open();
    const u = userEvent.setup();
    await screen.findByText('Siti Rahma');
    await u.click(screen.getByRole('button', { name: 'Tambah' }));
    const form = await dialog();
    expect(within(form).getByText('Tambah User')).toBeInTheDocument();
    expect(within(form).queryByText('Nama tidak boleh kosong.')).not.toBeInTheDocument();

    await u.click(within(form).getByRole('button', { name: 'Simpan' }));
    for (const m of ['Nama tidak boleh kosong.', 'Username tidak boleh kosong.', 'Password tidak boleh kosong.', 'Role / Hak Akses tidak boleh kosong.']) {
      expect(await within(form).findByText(m)).toBeInTheDocument();
    }
    expect(sent(server.calls, 'POST')).toHaveLength(0);

    const listLoads = server.of('GET', '/users').length;
    await u.type(within(form).getByLabelText(/^Nama/), 'Budi Santoso');
    await u.type(within(form).getByLabelText(/^Username/), 'budi');
    await u.type(within(form).getByLabelText(/^Password/), 'rahasia-123');
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Operator' })).toBeInTheDocument());
    await u.selectOptions(within(form).getByLabelText(/^Role \/ Hak Akses/), 'Operator');
    await u.click(within(form).getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(sent(server.calls, 'POST')).toHaveLength(1));
    expect(sent(server.calls, 'POST')[0].body).toMatchObject({ vcname: 'Budi Santoso', vcusername: 'budi', vcpassword: 'rahasia-123', role: 2 });
    expect(await screen.findByText('Data berhasil disimpan.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(server.of('GET', '/users').length).toBeGreaterThan(listLoads));
  });

  it('update: loads the record first, then sends the change with an empty password kept empty', async () => {
    let answer: () => void = () => {};
    const server = usersServer([
      (c) => (c.method === 'GET' && c.path === '/users/5' ? new Promise((r) => (answer = () => r({ body: { data: user(5, 'Siti Rahma', 'siti') } }))) : undefined),
      reply('PUT', '/users/5', { body: { message: 'Data berhasil diubah.' } }),
    ]);
    open();
    const u = userEvent.setup();
    const row = (await screen.findByText('Siti Rahma')).closest('tr')!;
    await u.click(within(row).getByRole('button', { name: 'Ubah' }));
    const form = await dialog();
    expect(within(form).getByText('Memuat…')).toBeInTheDocument();
    answer();
    const name = await within(form).findByLabelText(/^Nama/);
    expect(name).toHaveValue('Siti Rahma');
    expect(within(form).getByLabelText(/^Username/)).toHaveValue('siti');
    await waitFor(() => expect(within(form).getByLabelText(/^Role \/ Hak Akses/)).toHaveDisplayValue('Operator'));
    expect(within(form).getByText('Kosongkan jika password tidak diubah.')).toBeInTheDocument();

    await u.clear(name);
    await u.type(name, 'Siti Rahmawati');
    await u.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(server.of('PUT', '/users/5')).toHaveLength(1));
    expect(server.of('PUT', '/users/5')[0].body).toMatchObject({ vcname: 'Siti Rahmawati', vcusername: 'siti', vcpassword: '', role: 2, vcemail: 'siti@dishub.go.id' });
    expect(await screen.findByText('Data berhasil diubah.')).toBeInTheDocument();
  });

  it('shows the server’s field messages on the fields and keeps the dialog open', async () => {
    usersServer([
      reply('POST', '/users', { status: 409, body: { message: 'Username sudah digunakan.', errors: { vcusername: 'Username sudah digunakan.' } } }),
    ]);
    open();
    const u = userEvent.setup();
    await screen.findByText('Siti Rahma');
    await u.click(screen.getByRole('button', { name: 'Tambah' }));
    const form = await dialog();
    await u.type(within(form).getByLabelText(/^Nama/), 'Siti Lain');
    await u.type(within(form).getByLabelText(/^Username/), 'siti');
    await u.type(within(form).getByLabelText(/^Password/), 'rahasia-123');
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Operator' })).toBeInTheDocument());
    await u.selectOptions(within(form).getByLabelText(/^Role \/ Hak Akses/), 'Operator');
    await u.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('Username sudah digunakan.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('delete: "Data akan dihapus ?" — Tidak sends nothing, Ya deletes and reloads', async () => {
    const server = usersServer([reply('DELETE', '/users/5', { body: { message: 'Data berhasil dihapus.' } })]);
    open();
    const u = userEvent.setup();
    const row = (await screen.findByText('Siti Rahma')).closest('tr')!;

    await u.click(within(row).getByRole('button', { name: 'Hapus' }));
    let confirm = await dialog();
    expect(within(confirm).getByText('Data akan dihapus ?')).toBeInTheDocument();
    await u.click(within(confirm).getByRole('button', { name: 'Tidak' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(server.calls, 'DELETE')).toHaveLength(0);

    const listLoads = server.of('GET', '/users').length;
    await u.click(within(row).getByRole('button', { name: 'Hapus' }));
    confirm = await dialog();
    await u.click(within(confirm).getByRole('button', { name: 'Ya' }));
    await waitFor(() => expect(server.of('DELETE', '/users/5')).toHaveLength(1));
    expect(await screen.findByText('Data berhasil dihapus.')).toBeInTheDocument();
    await waitFor(() => expect(server.of('GET', '/users').length).toBeGreaterThan(listLoads));
  });

  it('detail: read-only values, the role by name, no password and no save', async () => {
    usersServer();
    open();
    const u = userEvent.setup();
    const row = (await screen.findByText('Siti Rahma')).closest('tr')!;
    await u.click(within(row).getByRole('button', { name: 'Detail' }));
    const view = await dialog();
    expect(within(view).getByText('Detail User')).toBeInTheDocument();
    await waitFor(() => expect(within(view).getByLabelText('Role / Hak Akses')).toHaveValue('Operator'));
    expect(within(view).getByLabelText('Nama')).toHaveAttribute('readonly');
    expect(within(view).getByLabelText('Nama')).toHaveValue('Siti Rahma');
    expect(within(view).queryByLabelText(/Password/)).not.toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: 'Simpan' })).not.toBeInTheDocument();
  });

  it('is static: Escape does not close it', async () => {
    usersServer();
    open();
    const u = userEvent.setup();
    await screen.findByText('Siti Rahma');
    await u.click(screen.getByRole('button', { name: 'Tambah' }));
    await dialog();
    await u.keyboard('{Escape}');
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
