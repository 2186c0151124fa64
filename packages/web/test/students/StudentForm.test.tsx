import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudentWire } from '@halte/contract';
import { CrudScreen } from '../../src/ui/CrudScreen';
import { studentsDeclaration } from '../../src/features/school/students/students.declaration';
import { fakeApi, memoryResource, renderAt, reply } from '../ui/fixtures';
import { preloadReactSelects } from '../../src/ui/form/reactSelects';

const SCHOOLS = [
  { value: 1, label: 'SD Negeri 1 Tuban', intid: 1, intjenjangsekolah: 2 },
  { value: 2, label: 'SMP Negeri 3 Tuban', intid: 2, intjenjangsekolah: 3 },
];
const CLASSES: Record<number, { value: number; label: string }[]> = {
  1: [1, 2, 3, 4, 5, 6].map((n) => ({ value: n, label: `Kelas ${n}` })),
  2: [7, 8, 9].map((n) => ({ value: n, label: `Kelas ${n}` })),
};

const ani: StudentWire = {
  intid: 5, vckode: '0051234567', vcnama: 'Ani Lestari', vcalamat: 'Jl. Pemuda 3', intsex: 2, vcjenis_kelamin: 'Perempuan',
  intsekolah: 2, vcsekolah: 'SMP Negeri 3 Tuban', vcalamat_sekolah: 'Jl. Basuki Rahmat 1', intjenjangsekolah: 3,
  intkelas: 8, vckelas: 'Kelas 8', vcnamaortuwali: 'Sutrisno', vctelportuwali: '081234567890', vcnikortuwali: '',
  intuser_public_id: '0', intprint_card: 0, intrute: null, vcrute: '', intrute_titik_id: null, vcrute_titik: '',
};

function server() {
  return fakeApi(
    reply('GET', '/lists/route', { body: { data: [] } }),
    reply('GET', '/lists/school', { body: { data: SCHOOLS } }),
    ({ method, path }) => {
      const m = /^\/class\/(\d+)$/.exec(path);
      return method === 'GET' && m ? { body: { data: CLASSES[Number(m[1])] ?? [] } } : undefined;
    },
    reply('GET', '/students/5', { body: { data: ani } }),
    reply('POST', '/students', (c) => ({ status: 201, body: { message: 'Data berhasil disimpan.', data: { ...ani, ...(c.body as object), intid: 9 } } })),
    reply('PUT', '/students/5', { body: { message: 'Data berhasil diubah.', data: ani } }),
    memoryResource('/students', [ani]),
  );
}

/** Opens a react-select by its label and picks the option. */
async function choose(u: ReturnType<typeof userEvent.setup>, form: HTMLElement, label: RegExp, option: string) {
  await u.click(within(form).getByLabelText(label));
  await u.click(await within(form).findByRole('option', { name: option }));
}
/** The options of the open searchable select (react-select's menu). */
const optionNames = (form: HTMLElement) => [...form.querySelectorAll('.rs__option')].map((o) => o.textContent);

// A staff screen loads react-select as it opens; these tests open the dialog at once.
beforeAll(() => preloadReactSelects());

describe('Student form: school → class', { timeout: 60_000 }, () => {
  it('loads the chosen school’s classes, empties the class when the school changes, and sends the choice', async () => {
    const api = server();
    renderAt('/master/siswa', <CrudScreen declaration={studentsDeclaration} />);
    const u = userEvent.setup({ delay: null });
    await screen.findByText('Ani Lestari');
    await u.click(screen.getByRole('button', { name: 'Tambah' }));
    const form = await screen.findByRole('dialog');

    // No school yet: no class list is asked for.
    await u.click(within(form).getByLabelText(/^Kelas/));
    expect(optionNames(form)).toEqual([]);
    expect(api.calls.some((c) => c.path.startsWith('/class/'))).toBe(false);

    await choose(u, form, /^Sekolah/, 'SD Negeri 1 Tuban');
    await u.click(within(form).getByLabelText(/^Kelas/));
    await waitFor(() => expect(optionNames(form)).toEqual(['Kelas 1', 'Kelas 2', 'Kelas 3', 'Kelas 4', 'Kelas 5', 'Kelas 6']));
    await u.click(within(form).getByRole('option', { name: 'Kelas 4' }));
    expect(within(form).getByText('Kelas 4')).toBeInTheDocument();

    // Another school: the class is emptied and the other level's classes load.
    await choose(u, form, /^Sekolah/, 'SMP Negeri 3 Tuban');
    expect(within(form).queryByText('Kelas 4')).not.toBeInTheDocument();
    await u.click(within(form).getByLabelText(/^Kelas/));
    await waitFor(() => expect(optionNames(form)).toEqual(['Kelas 7', 'Kelas 8', 'Kelas 9']));
    await u.click(within(form).getByRole('option', { name: 'Kelas 9' }));

    await u.type(within(form).getByLabelText(/^ID Siswa/), '0099887766');
    await u.type(within(form).getByLabelText(/^Nama\*?$/), 'Bagus Pratama');
    await u.selectOptions(within(form).getByLabelText(/^Jenis Kelamin/), 'Laki-laki');
    await u.type(within(form).getByLabelText(/^Alamat/), 'Jl. Sunan Kalijaga 10');
    await u.type(within(form).getByLabelText(/^Nama Orang Tua/), 'Pak Darmo');
    await u.type(within(form).getByLabelText(/^Nomor Telepon Orang Tua/), '081298765432');
    await u.click(within(form).getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(api.of('POST', '/students')).toHaveLength(1));
    expect(api.of('POST', '/students')[0].body).toEqual({
      vckode: '0099887766', vcnama: 'Bagus Pratama', intsex: 1, vcalamat: 'Jl. Sunan Kalijaga 10', intsekolah: 2, intkelas: 9,
      vcnamaortuwali: 'Pak Darmo', vctelportuwali: '081298765432', vcnikortuwali: '', intuser_public_id: '0', intrute: null, intrute_titik_id: null,
    });
  });

  it('a class left empty after changing school blocks the submit with its message', async () => {
    const api = server();
    renderAt('/master/siswa', <CrudScreen declaration={studentsDeclaration} />);
    const u = userEvent.setup({ delay: null });
    await screen.findByText('Ani Lestari');
    await u.click(screen.getByRole('button', { name: 'Tambah' }));
    const form = await screen.findByRole('dialog');
    await u.click(within(form).getByRole('button', { name: 'Simpan' }));
    for (const m of [
      'ID Siswa tidak boleh kosong.', 'Nama tidak boleh kosong.', 'Alamat tidak boleh kosong.', 'Jenis Kelamin tidak boleh kosong.',
      'Sekolah tidak boleh kosong.', 'Kelas tidak boleh kosong.', 'Nama Orang Tua / Wali tidak boleh kosong.', 'Nomor Telepon Orang Tua / Wali tidak boleh kosong.',
    ]) expect(await within(form).findByText(m)).toBeInTheDocument();
    await choose(u, form, /^Sekolah/, 'SD Negeri 1 Tuban');
    await choose(u, form, /^Kelas/, 'Kelas 2');
    await choose(u, form, /^Sekolah/, 'SMP Negeri 3 Tuban');
    await u.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('Kelas tidak boleh kosong.')).toBeInTheDocument();
    expect(within(form).queryByText('Sekolah tidak boleh kosong.')).not.toBeInTheDocument();
    expect(api.of('POST', '/students')).toHaveLength(0);
  });

  it('edit preselects the school and its class, loaded for that school', async () => {
    const api = server();
    renderAt('/master/siswa', <CrudScreen declaration={studentsDeclaration} />);
    const u = userEvent.setup({ delay: null });
    await screen.findByText('Ani Lestari');
    await u.click(screen.getByRole('button', { name: 'Ubah' }));
    const form = await screen.findByRole('dialog');
    expect(await within(form).findByText('SMP Negeri 3 Tuban')).toBeInTheDocument();
    expect(await within(form).findByText('Kelas 8')).toBeInTheDocument();
    expect(api.of('GET', '/class/2').length).toBeGreaterThan(0);
    expect(api.of('GET', '/class/1')).toHaveLength(0);
    await u.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.of('PUT', '/students/5')).toHaveLength(1));
    expect(api.of('PUT', '/students/5')[0].body).toMatchObject({ intsekolah: 2, intkelas: 8, intuser_public_id: '0' });
  });
});
