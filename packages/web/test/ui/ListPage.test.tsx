import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { endpoint, listQuery, listResponseOf } from '@halte/contract';
import { ListPage } from '../../src/ui/list/ListPage';
import { fakeApi, memoryResource, renderAt, reply } from './fixtures';

interface Row { intid: number; vcname: string }
const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({ intid: i + 1, vcname: `Sekolah ${String(i + 1).padStart(2, '0')}` }));

/** The list the fake API answers. */
const SCHOOLS = endpoint({ method: 'GET', path: '/schools', tags: ['school'], access: ['master.schools'], query: listQuery, answers: { 200: listResponseOf(z.unknown()) }, reads: ['schools'] });

const list = <ListPage<Row> title="Data Sekolah" endpoint={SCHOOLS} columns={[{ key: 'vcname', header: 'Nama' }]} onAdd={() => {}} />;

/** The table's body rows as [No, Nama] pairs. */
async function shownRows() {
  const table = await screen.findByRole('table');
  await waitFor(() => expect(within(table).queryByRole('status')).not.toBeInTheDocument());
  return within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
}

const button = (name: string) => screen.getByRole('button', { name });

describe('ListPage', { timeout: 20_000 }, () => {
  it('numbers rows limit*(page-1)+index+1 and pages with Sebelumnya / Selanjutnya', async () => {
    const api = fakeApi(memoryResource('/schools', rows));
    const { search } = renderAt('/master/sekolah', list);
    const user = userEvent.setup();

    expect((await shownRows())[0]).toEqual(['1', 'Sekolah 01']);
    expect(button('Sebelumnya')).toBeDisabled();
    expect(button('Selanjutnya')).toBeEnabled();

    await user.click(button('Selanjutnya'));
    await waitFor(() => expect(search().get('page')).toBe('2'));
    await waitFor(async () => expect((await shownRows())[0]).toEqual(['11', 'Sekolah 11']));
    expect(button('Sebelumnya')).toBeEnabled();

    await user.click(button('Selanjutnya'));
    await waitFor(async () => expect((await shownRows())).toEqual([['21', 'Sekolah 21'], ['22', 'Sekolah 22'], ['23', 'Sekolah 23'], ['24', 'Sekolah 24'], ['25', 'Sekolah 25']]));
    // Page 3 of 3: nothing after it.
    await waitFor(() => expect(button('Selanjutnya')).toBeDisabled());
    expect(api.calls.filter((c) => c.path === '/schools').map((c) => c.query.get('page'))).toEqual(['1', '2', '3']);
  });

  it('says "lebih dari 1.000 data" when the search stopped counting, and pages on while rows follow', async () => {
    const page = (n: number) => Array.from({ length: 10 }, (_, i) => ({ intid: n * 10 + i + 1, vcname: `Siti ${n * 10 + i + 1}` }));
    fakeApi(reply('GET', '/schools', (call) => {
      const n = Number(call.query.get('page') ?? 1);
      return { body: { data: page(n - 1), length: 1001, length_exact: false, page_total: 101, page: n, limit: 10 } };
    }));
    renderAt('/master/sekolah?q=siti', list);
    expect((await shownRows())[0]).toEqual(['1', 'Siti 1']);
    expect(screen.getByText('Menampilkan 1–10 dari lebih dari 1.000 data')).toBeInTheDocument();
    expect(screen.getByText('Halaman 1')).toBeInTheDocument();
    expect(screen.queryByText(/1001/)).not.toBeInTheDocument();
    expect(button('Selanjutnya')).toBeEnabled();
  });

  it('shows the exact total as before when the answer counted every match', async () => {
    fakeApi(memoryResource('/schools', rows));
    renderAt('/master/sekolah', list);
    await shownRows();
    expect(screen.getByText('Menampilkan 1–10 dari 25 data')).toBeInTheDocument();
    expect(screen.getByText('Halaman 1 dari 3')).toBeInTheDocument();
  });

  it("styles a column's cells without its header, and aligns both alike", async () => {
    fakeApi(memoryResource('/schools', rows));
    const columns = [{ key: 'vcname', header: 'Nama', className: 'text-nowrap', cellClassName: 'fw-medium' }];
    renderAt('/master/sekolah', <ListPage<Row> title="Data Sekolah" endpoint={SCHOOLS} columns={columns} />);
    await shownRows();
    const header = screen.getByRole('columnheader', { name: 'Nama' });
    expect(header).toHaveClass('text-nowrap');
    expect(header).not.toHaveClass('fw-medium');
    const cell = screen.getByRole('cell', { name: 'Sekolah 01' });
    expect(cell).toHaveClass('text-nowrap');
    expect(cell).toHaveClass('fw-medium');
  });

  it('keeps q, page and limit in the query string: a reload shows the same view', async () => {
    const api = fakeApi(memoryResource('/schools', [...rows, { intid: 99, vcname: 'Madrasah Tuban' }]));
    renderAt('/master/sekolah?q=sekolah&page=3&limit=10', list);

    // 'sekolah' matches the 25 schools, not the madrasah: page 3 holds the last five.
    expect((await shownRows()).map((r) => r.join(' '))).toEqual(['21 Sekolah 21', '22 Sekolah 22', '23 Sekolah 23', '24 Sekolah 24', '25 Sekolah 25']);
    expect(screen.getByRole('searchbox', { name: 'Cari data' })).toHaveValue('sekolah');
    expect(screen.getByRole('combobox', { name: 'Jumlah baris' })).toHaveValue('10');
    expect(button('Selanjutnya')).toBeDisabled();
    const sent = api.of('GET', '/schools')[0].query;
    expect([sent.get('q'), sent.get('page'), sent.get('limit')]).toEqual(['sekolah', '3', '10']);
  });

  it('goes back to page 1 on a search or a new page size', async () => {
    const api = fakeApi(memoryResource('/schools', rows));
    const { search } = renderAt('/master/sekolah?page=3', list);
    const user = userEvent.setup();
    expect((await shownRows())[0]).toEqual(['21', 'Sekolah 21']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Jumlah baris' }), '20 Baris');
    await waitFor(() => expect(search().get('limit')).toBe('20'));
    expect(search().get('page')).toBeNull();
    await waitFor(async () => expect((await shownRows()).length).toBe(20));
    expect(screen.getByRole('option', { name: '10 Baris' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '30 Baris' })).toBeInTheDocument();

    await user.click(button('Selanjutnya'));
    await waitFor(() => expect(search().get('page')).toBe('2'));
    await user.type(screen.getByRole('searchbox', { name: 'Cari data' }), 'Sekolah 2{Enter}');
    await waitFor(() => expect(search().get('q')).toBe('Sekolah 2'));
    expect(search().get('page')).toBeNull();
    await waitFor(async () => expect((await shownRows()).map((r) => r[0])).toEqual(['1', '2', '3', '4', '5', '6']));
    const last = api.of('GET', '/schools').at(-1)!.query;
    expect([last.get('q'), last.get('page'), last.get('limit')]).toEqual(['Sekolah 2', '1', '20']);
  });

  it('returns to the previous view with the back button', async () => {
    fakeApi(memoryResource('/schools', rows));
    const { router, search } = renderAt('/master/sekolah', list);
    const user = userEvent.setup();
    await shownRows();
    await user.click(button('Selanjutnya'));
    await waitFor(async () => expect((await shownRows())[0][0]).toBe('11'));
    await act(() => router.navigate(-1));
    expect(search().get('page')).toBeNull();
    await waitFor(async () => expect((await shownRows())[0][0]).toBe('1'));
  });

  it('shows a spinner while loading and "Data Tidak Tersedia." for an empty answer', async () => {
    let answer: (v: { body: unknown }) => void = () => {};
    fakeApi(({ path }) => (path === '/schools' ? new Promise((r) => (answer = r)) : undefined));
    renderAt('/master/sekolah', list);
    expect(await screen.findByText('Memuat data…')).toBeInTheDocument();
    answer({ body: { data: [], length: 0, page_total: 0, page: 1, limit: 10 } });
    expect(await screen.findByText('Data Tidak Tersedia.')).toBeInTheDocument();
    expect(button('Sebelumnya')).toBeDisabled();
    expect(button('Selanjutnya')).toBeDisabled();
  });

  it('shows the last page when the page in the link is past the end', async () => {
    fakeApi(memoryResource('/schools', rows));
    const { search } = renderAt('/master/sekolah?page=9', list);
    await waitFor(() => expect(search().get('page')).toBe('3'));
    await waitFor(async () => expect((await shownRows())[0]).toEqual(['21', 'Sekolah 21']));
  });
});
