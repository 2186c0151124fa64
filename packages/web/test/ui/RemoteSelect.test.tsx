import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudentWire } from '@halte/contract';
import { CrudScreen } from '../../src/ui/CrudScreen';
import { studentsDeclaration } from '../../src/features/school/students/students.declaration';
import { fakeApi, memoryResource, renderAt, reply, type Call } from './fixtures';
import { preloadReactSelects } from '../../src/ui/form/reactSelects';

/** 500 schools behind `/lists/school` with the server's option rules: `q`, `limit`, `ids`. */
const SCHOOLS = Array.from({ length: 500 }, (_, i) => ({
  value: i + 1,
  label: i === 436 ? 'SMA Negeri Kedungrejo' : `SD Negeri ${String(i + 1).padStart(3, '0')} Tuban`,
  intid: i + 1,
  intjenjangsekolah: i === 436 ? 4 : 2,
}));
const schoolOptions = ({ method, path, query }: Call) => {
  if (method !== 'GET' || path !== '/lists/school') return undefined;
  const ids = query.get('ids');
  if (ids) return { body: { data: SCHOOLS.filter((s) => ids.split(',').includes(String(s.value))) } };
  const q = (query.get('q') ?? '').toLowerCase();
  return { body: { data: SCHOOLS.filter((s) => s.label.toLowerCase().includes(q)).slice(0, Number(query.get('limit') ?? 20)) } };
};

const budi: StudentWire = {
  intid: 5, vckode: '0051234567', vcnama: 'Budi Santoso', vcalamat: 'Jl. Pemuda 3', intsex: 1, vcjenis_kelamin: 'Laki-laki',
  intsekolah: 437, vcsekolah: 'SMA Negeri Kedungrejo', vcalamat_sekolah: 'Jl. Raya 1', intjenjangsekolah: 4,
  intkelas: 11, vckelas: 'Kelas 11', vcnamaortuwali: 'Sutrisno', vctelportuwali: '081234567890', vcnikortuwali: '',
  intuser_public_id: '0', intprint_card: 0, intrute: null, vcrute: '', intrute_titik_id: null, vcrute_titik: '',
};

function server() {
  return fakeApi(
    reply('GET', '/lists/route', { body: { data: [] } }),
    schoolOptions,
    reply('GET', '/class/437', { body: { data: [{ value: 11, label: 'Kelas 11' }] } }),
    reply('GET', '/students/5', { body: { data: budi } }),
    memoryResource('/students', [budi]),
  );
}
const options = (form: HTMLElement) => [...form.querySelectorAll('.rs__option')].map((o) => o.textContent);

// A staff screen loads react-select as it opens; these tests open the dialog at once.
beforeAll(() => preloadReactSelects());

describe('RemoteSelect (a select over a long option list)', { timeout: 60_000 }, () => {
  it('shows the first options, asks the server as the user types, and says when nothing matches', async () => {
    const api = server();
    renderAt('/master/siswa', <CrudScreen declaration={studentsDeclaration} />);
    const u = userEvent.setup({ delay: null });
    await screen.findByText('Budi Santoso');
    await u.click(screen.getByRole('button', { name: 'Tambah' }));
    const form = await screen.findByRole('dialog');

    await u.click(within(form).getByLabelText(/^Sekolah/));
    await waitFor(() => expect(options(form)).toHaveLength(20));
    expect(api.of('GET', '/lists/school').every((c) => c.query.get('limit') === '20')).toBe(true);

    await u.type(within(form).getByLabelText(/^Sekolah/), 'kedung');
    await waitFor(() => expect(options(form)).toEqual(['SMA Negeri Kedungrejo']));
    expect(api.of('GET', '/lists/school').some((c) => c.query.get('q') === 'kedung')).toBe(true);
    await u.click(within(form).getByRole('option', { name: 'SMA Negeri Kedungrejo' }));
    expect(within(form).getByText('SMA Negeri Kedungrejo')).toBeInTheDocument();

    await u.click(within(form).getByLabelText(/^Sekolah/));
    await u.type(within(form).getByLabelText(/^Sekolah/), 'tidak ada');
    expect(await within(form).findByText('Tidak ada pilihan.')).toBeInTheDocument();
  });

  it('loads a chosen school far down the list by its id', async () => {
    const api = server();
    renderAt('/master/siswa', <CrudScreen declaration={studentsDeclaration} />);
    const u = userEvent.setup({ delay: null });
    await screen.findByText('Budi Santoso');
    await u.click(screen.getByRole('button', { name: 'Ubah' }));
    const form = await screen.findByRole('dialog');
    expect(await within(form).findByText('SMA Negeri Kedungrejo')).toBeInTheDocument();
    expect(api.of('GET', '/lists/school').some((c) => c.query.get('ids') === '437')).toBe(true);
    // The whole list is never asked for.
    expect(api.of('GET', '/lists/school').every((c) => c.query.get('ids') || c.query.get('limit') === '20')).toBe(true);
  });
});
