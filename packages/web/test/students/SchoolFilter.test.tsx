import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CrudScreen } from '../../src/ui/CrudScreen';
import { studentsDeclaration } from '../../src/features/school/students/students.declaration';
import { fakeApi, memoryResource, renderAt, type Call } from '../ui/fixtures';

const SCHOOLS = [
  { value: 7, label: 'SD Negeri 1 Tuban' },
  { value: 437, label: 'SMA Negeri Kedungrejo' },
];
const schoolOptions = ({ method, path, query }: Call) => {
  if (method !== 'GET' || path !== '/lists/school') return undefined;
  const ids = query.get('ids');
  if (ids) return { body: { data: SCHOOLS.filter((s) => ids.split(',').includes(String(s.value))) } };
  const q = (query.get('q') ?? '').toLowerCase();
  return { body: { data: SCHOOLS.filter((s) => s.label.toLowerCase().includes(q)) } };
};
const student = (intid: number, vcnama: string, intsekolah: number) => ({ intid, vcnama, intsekolah, vcsekolah: SCHOOLS.find((s) => s.value === intsekolah)!.label });
const students = [...Array.from({ length: 12 }, (_, i) => student(i + 1, `Siswa SD ${i + 1}`, 7)), student(50, 'Budi Santoso', 437)];
/** The students list with the server's `intsekolah` filter. */
const studentList = (call: Call) => {
  const school = call.query.get('intsekolah');
  return memoryResource('/students', school ? students.filter((s) => String(s.intsekolah) === school) : students)(call);
};


describe('students: the school filter', { timeout: 30_000 }, () => {
  it('lists one school\'s students, keeps it in the address from page 1, and clears back to all', async () => {
    const api = fakeApi(schoolOptions, studentList);
    const { search } = renderAt('/master/siswa?page=2', <CrudScreen declaration={studentsDeclaration} />);
    const u = userEvent.setup({ delay: null });
    await screen.findByText('Siswa SD 11');

    await u.click(screen.getByLabelText('Saring sekolah'));
    await u.type(screen.getByLabelText('Saring sekolah'), 'kedung');
    await u.click(await screen.findByRole('option', { name: 'SMA Negeri Kedungrejo' }));
    await waitFor(() => expect(search().toString()).toBe('intsekolah=437'));
    expect(await screen.findByText('Budi Santoso')).toBeInTheDocument();
    expect(screen.queryByText(/^Siswa SD/)).not.toBeInTheDocument();
    expect(api.of('GET', '/students').at(-1)!.query.get('intsekolah')).toBe('437');
    expect(api.of('GET', '/students').at(-1)!.query.get('page')).toBe('1');

    await u.click(document.querySelector('.rs__clear-indicator')!);
    await waitFor(() => expect(search().toString()).toBe(''));
    expect(await screen.findByText('Siswa SD 1')).toBeInTheDocument();
    expect(api.of('GET', '/students').at(-1)!.query.has('intsekolah')).toBe(false);
  });

  it('shows and sends the school found in the address (a reload)', async () => {
    const api = fakeApi(schoolOptions, studentList);
    renderAt('/master/siswa?intsekolah=437', <CrudScreen declaration={studentsDeclaration} />);
    expect(await screen.findByText('Budi Santoso')).toBeInTheDocument();
    expect(await screen.findByText('SMA Negeri Kedungrejo', { selector: '.rs__single-value' })).toBeInTheDocument();
    expect(api.of('GET', '/students').every((c) => c.query.get('intsekolah') === '437')).toBe(true);
  });
});
