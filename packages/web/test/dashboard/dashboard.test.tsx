import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { FleetAttendanceWire, VehicleActivityWire } from '@halte/contract';
import DashboardPage from '../../src/features/school/dashboard/DashboardPage';
import { useLiveRefresh } from '../../src/shell/live/useLiveRefresh';
import type { LiveEvents } from '../../src/shell/live/useLiveSocket';
import { fakeApi, renderAt, reply } from '../ui/fixtures';
import { fakeSocket } from '../shell/fake-socket';
import { nav, storeSession } from '../shell/shell-fixtures';

const trip = (intid: number, intstatus: number, vcstatus: string, jmlsiswa: number): VehicleActivityWire => ({
  intid, vcnama: `Bus Sekolah ${intid}`, vcnopol: `S ${1000 + intid} AB`, vcdriver: `Sopir ${intid}`, intstatus, vcstatus,
  timestart: '2026-03-11T23:00:00.000Z', timestop: intstatus === 9 ? '2026-03-12T00:00:00.000Z' : null, jmlsiswa,
});
const idle = (intid: number): FleetAttendanceWire => ({
  intid, vcnama: `Bus Sekolah ${intid}`, vcnopol: `S ${1000 + intid} AB`, vcrute: 'Rute Kota', jmltrip: 0, jmlsiswa: 0,
  intstatus: null, vcstatus: 'Tidak beroperasi', timestart: null, timestop: null,
});

function Page({ socket }: { socket: LiveEvents }) {
  useLiveRefresh(socket);
  return <DashboardPage />;
}

function setup() {
  const activity = [trip(1, 1, 'Beroperasi', 0), trip(2, 99, 'Kendala', 3), trip(3, 9, 'Selesai', 12)];
  const api = fakeApi(
    reply('GET', '/config', { body: { app_type: 'school', app_name: 'Halte', department_name: 'Dinas', time_zone: 'Asia/Jakarta', version: '1', map: {} } }),
    reply('GET', '/dashboard/student-progress', { body: { data: { total: 1250, printed: 1000, percent: 80 } } }),
    reply('GET', '/dashboard/student-statistic', {
      body: { data: [{ vcdesc: 'SD', total: 1200, color: '#2c7be5' }, { vcdesc: 'Penumpang hari ini', total: 15, color: '#7b61ff' }] },
    }),
    reply('GET', '/vehicles/activity', () => ({ body: { data: activity } })),
    reply('GET', '/dashboard/fleet-attendance', { body: { data: [idle(4)] } }),
    reply('GET', '/dashboard/weekly-data', { status: 500, body: { message: 'Terjadi kesalahan pada server.' } }),
  );
  const live = fakeSocket();
  renderAt('/', <Page socket={live.socket} />);
  return { api, live, activity };
}

const activityItems = () => within(screen.getByRole('region', { name: 'Aktivitas Hari Ini' })).getAllByRole('listitem');

describe('school dashboard', () => {
  it('shows each card\'s figure in Indonesian numbers, and a failed card says so without stopping the others', async () => {
    setup();
    expect(await screen.findByText('1.000 dari 1.250 siswa')).toBeInTheDocument();
    const statistic = screen.getByRole('region', { name: 'Statistik Siswa' });
    await waitFor(() => expect(within(statistic).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['SD1.200', 'Penumpang hari ini15']));
    expect(await within(screen.getByRole('region', { name: 'Penumpang 7 Hari Terakhir' })).findByText('Data tidak dapat dimuat.')).toBeInTheDocument();
    const fleet = within(screen.getByRole('region', { name: 'Kehadiran Armada Hari Ini' }));
    expect(fleet.getByRole('row', { name: /S 1004 AB/ })).toHaveTextContent('Tidak beroperasi');
  });

  it('marks a running trip green, a problem yellow and a finished one red', async () => {
    setup();
    await waitFor(() => expect(activityItems()).toHaveLength(3));
    expect(activityItems().map((li) => li.querySelector('.activity-dot')?.getAttribute('data-tone'))).toEqual(['success', 'warning', 'danger']);
    expect(activityItems()[1]).toHaveTextContent('3 siswa');
  });

  it('reads the day\'s trips again when the server announces a scan, and not for a table it does not show', async () => {
    const { api, live, activity } = setup();
    await waitFor(() => expect(activityItems()).toHaveLength(3));
    const reads = () => api.of('GET', '/vehicles/activity').length;
    const before = reads();
    live.changed('articles');
    activity[0] = trip(1, 1, 'Beroperasi', 1);
    live.changed('boardings');
    await waitFor(() => expect(activityItems()[0]).toHaveTextContent('1 siswa'));
    expect(reads()).toBe(before + 1);
  });
});

describe('a dashboard left open overnight', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the service day of the server\'s zone, and the next day\'s figures once midnight passes there', async () => {
    // 23:59:30 in Jakarta (UTC+7) while the browser's own clock reads 16:59:30 UTC.
    vi.useFakeTimers({ now: new Date('2026-03-11T16:59:30Z'), shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { api } = setup();
    await waitFor(() => expect(activityItems()).toHaveLength(3));
    const days = () => api.of('GET', '/vehicles/activity').map((c) => c.query.get('date'));
    expect(days()).toEqual(['2026-03-11']);
    expect(screen.getByText(/Rabu, 11 Maret 2026/)).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(60_000));
    await waitFor(() => expect(days()).toEqual(['2026-03-11', '2026-03-12']));
    expect(api.of('GET', '/dashboard/fleet-attendance').at(-1)?.query.get('date')).toBe('2026-03-12');
    expect(screen.getByText(/Kamis, 12 Maret 2026/)).toBeInTheDocument();
  });
});

describe('a role without the dashboard screen', () => {
  it('gets the welcome page with its shortcuts, and no figure is asked for', async () => {
    storeSession();
    const tree = [nav('Master', '#master', 'database', [nav('Siswa', '/master/siswa', 'people')])];
    const api = fakeApi(reply('GET', '/apps/navigation', { body: { data: tree, role: { code: 'OPERATOR', name: 'Operator' } } }));
    renderAt('/', <DashboardPage />);
    expect(await screen.findByRole('link', { name: /Siswa/ })).toBeInTheDocument();
    expect(screen.getByTestId('welcome')).toHaveTextContent('Siti Rahma');
    expect(api.calls.filter((c) => c.path.startsWith('/dashboard/'))).toEqual([]);
  });
});
