import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUS_REPORT_COLUMNS, type BusReportRow, calendarDateIn } from '@halte/contract';
import { ReportScreen } from '../../src/ui/report/ReportScreen';
import { reportBusDeclaration } from '../../src/features/school/report-bus/report-bus.declaration';
import { clearSession, setSession } from '../../src/api/session';
import { fakeApi, renderAt, reply } from './fixtures';

const ZONE = 'Asia/Jakarta';
const row: BusReportRow = { intid: 7, dtservice: '2026-03-02', vcnopol: 'S 1234 AB', vcnama: 'Bus Sekolah 1', vcrute: 'Rute Kota', intstatus: 9, vcstatus: 'Selesai', jmltrip: 2, jmlsiswa: 1234 };
const config = reply('GET', '/config', { body: { app_type: 'school', app_name: 'Halte', department_name: 'Dinas', time_zone: ZONE, version: '1', map: {} } });
const list = reply('GET', '/report/bus', { body: { data: [row], length: 1, page_total: 1, page: 1, limit: 10 } });
const screenOf = <ReportScreen declaration={reportBusDeclaration} />;

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('ReportScreen', { timeout: 20_000 }, () => {
  it('opens on today of the server\'s zone, offers no period \'Semua\', and shows the contract\'s columns with the file\'s values', async () => {
    const api = fakeApi(config, list);
    const { search } = renderAt('/operasional/laporan-bus', screenOf);
    const today = calendarDateIn(ZONE);
    await waitFor(() => expect(search().toString()).toBe(`rt=1&from=${today}`));
    await screen.findByText('S 1234 AB');
    expect(api.of('GET', '/report/bus').every((c) => c.query.get('rt') === '1' && c.query.get('from') === today)).toBe(true);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['No', ...BUS_REPORT_COLUMNS.map((c) => c.label), 'Aksi']);
    const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 8)).toEqual(['1', '02/03/2026', 'S 1234 AB', 'Bus Sekolah 1', 'Rute Kota', 'Selesai', '2', '1.234']);
    const kinds = within(screen.getByRole('combobox', { name: 'Periode' })).getAllByRole('option').map((o) => o.textContent);
    expect(kinds).toEqual(['Tanggal', 'Rentang', 'Bulan']);
  });

  it('the detail shows the day\'s rides with times in the server\'s zone', async () => {
    const api = fakeApi(
      config,
      list,
      reply('GET', '/report/bus/detail/7/2026-03-02', { body: { data: [{ vcnama: 'Dewi', vcsekolah: 'SD 1', timein: '2026-03-01T23:40:00.000Z', timeout: null }] } }),
    );
    renderAt('/operasional/laporan-bus?rt=1&from=2026-03-02', screenOf);
    await screen.findByText('S 1234 AB');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Detail' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Siswa S 1234 AB — 02/03/2026');
    await within(dialog).findByText('Dewi');
    expect(within(within(dialog).getAllByRole('row')[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', 'Dewi', 'SD 1', '06:40', '-']);
    expect(api.of('GET', '/report/bus/detail/7/2026-03-02')).toHaveLength(1);
  });

  it('downloads the file of the filters on screen with the bearer token, and names it as the server does', async () => {
    setSession({ token: 'tok-123', user_id: 1, role: 1, role_code: 'ADMIN', vcname: 'Admin' });
    fakeApi(config, list);
    const inner = globalThis.fetch;
    const asked: { url: string; auth: string | null }[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/export')) return inner(input, init);
      asked.push({ url: String(input), auth: new Headers(init?.headers).get('authorization') });
      return Promise.resolve(new Response(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': 'attachment; filename="laporan-bus-20260301-20260331.xlsx"' } }));
    });
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAt('/operasional/laporan-bus?rt=3&m=3&y=2026&q=kota', screenOf);
    await screen.findByText('S 1234 AB');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unduh Excel' }));
    await screen.findByText('Berkas laporan-bus-20260301-20260331.xlsx diunduh.');
    expect(saved).toEqual(['laporan-bus-20260301-20260331.xlsx']);
    expect(asked).toHaveLength(1);
    expect(asked[0].auth).toBe('Bearer tok-123');
    const query = new URL(asked[0].url, 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({ q: 'kota', rt: '3', m: '3', y: '2026' });
    click.mockRestore();
  });

  it('a refused file shows the server\'s message, as any call\'s', async () => {
    fakeApi(config, list, reply('GET', '/report/bus/export', { status: 400, body: { message: 'Periode laporan paling lama 366 hari.' } }));
    renderAt('/operasional/laporan-bus?rt=1&from=2026-03-02', screenOf);
    await screen.findByText('S 1234 AB');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unduh Excel' }));
    expect(await screen.findByText('Periode laporan paling lama 366 hari.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unduh Excel' })).toBeEnabled();
  });
});
