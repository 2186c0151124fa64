import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { endpoint, listQuery, listResponseOf } from '@halte/contract';
import { ListPage } from '../../src/ui/list/ListPage';
import { fakeApi, memoryResource, renderAt } from './fixtures';

interface Row { intid: number; vcnama: string }
const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({ intid: i + 1, vcnama: `Artikel ${i + 1}` }));

/** The list the fake API answers. */
const ARTICLES = endpoint({ method: 'GET', path: '/articles', tags: ['article'], access: ['master.articles'], query: listQuery, answers: { 200: listResponseOf(z.unknown()) }, reads: ['articles'] });

const list = <ListPage<Row> title="Data Artikel" endpoint={ARTICLES} columns={[{ key: 'vcnama', header: 'Nama' }]} filters={{ period: true }} />;

const PERIOD_KEYS = ['rt', 'from', 'to', 'm', 'y'];
/** The period part of the last list request, as `key=value&…`. */
function lastPeriodSent(api: ReturnType<typeof fakeApi>) {
  const sent = api.of('GET', '/articles').at(-1)!.query;
  return PERIOD_KEYS.filter((k) => sent.has(k)).map((k) => `${k}=${sent.get(k)}`).join('&');
}
const select = (name: string) => screen.getByRole('combobox', { name });
const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

describe('PeriodFilter', { timeout: 20_000 }, () => {
  it('sends each reading to the list endpoint and keeps it in the address, back on page 1', async () => {
    const api = fakeApi(memoryResource('/articles', rows));
    const { search } = renderAt('/master/artikel?page=2', list);
    const user = userEvent.setup();
    await screen.findByText('Artikel 11');
    expect(lastPeriodSent(api)).toBe('');

    await user.selectOptions(select('Periode'), 'Bulan');
    await waitFor(() => expect(lastPeriodSent(api)).toBe(`rt=3&m=${now.getMonth() + 1}&y=${now.getFullYear()}`));
    expect(search().get('page')).toBeNull();
    await user.selectOptions(select('Bulan'), 'November');
    await user.selectOptions(select('Tahun'), '2025');
    await waitFor(() => expect(lastPeriodSent(api)).toBe('rt=3&m=11&y=2025'));
    expect(search().toString()).toBe('rt=3&m=11&y=2025');

    await user.selectOptions(select('Periode'), 'Tanggal');
    await waitFor(() => expect(lastPeriodSent(api)).toBe(`rt=1&from=${today}`));
    fireEvent.change(screen.getByLabelText('Tanggal', { selector: 'input' }), { target: { value: '2026-03-05' } });
    await waitFor(() => expect(lastPeriodSent(api)).toBe('rt=1&from=2026-03-05'));

    await user.selectOptions(select('Periode'), 'Rentang');
    await waitFor(() => expect(lastPeriodSent(api)).toBe(`rt=2&from=${today}&to=${today}`));
    fireEvent.change(screen.getByLabelText('Tanggal awal'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Tanggal akhir'), { target: { value: '2026-02-28' } });
    await waitFor(() => expect(lastPeriodSent(api)).toBe('rt=2&from=2026-01-01&to=2026-02-28'));
    // A start after the end moves the end with it: the server is never asked a reversed range.
    fireEvent.change(screen.getByLabelText('Tanggal awal'), { target: { value: '2026-04-10' } });
    await waitFor(() => expect(lastPeriodSent(api)).toBe('rt=2&from=2026-04-10&to=2026-04-10'));

    await user.selectOptions(select('Periode'), 'Semua');
    await waitFor(() => expect(lastPeriodSent(api)).toBe(''));
    expect(search().toString()).toBe('');
  });

  it('shows and sends the period found in the address (a reload)', async () => {
    const api = fakeApi(memoryResource('/articles', rows));
    renderAt('/master/artikel?rt=3&m=11&y=2026&q=artikel', list);
    await screen.findByText('Artikel 1');
    expect(lastPeriodSent(api)).toBe('rt=3&m=11&y=2026');
    expect(api.of('GET', '/articles').at(-1)!.query.get('q')).toBe('artikel');
    expect(select('Periode')).toHaveValue('3');
    expect(select('Bulan')).toHaveValue('11');
    expect(select('Tahun')).toHaveValue('2026');
    expect(within(select('Bulan')).getByRole('option', { name: 'November' })).toHaveProperty('selected', true);
  });
});
