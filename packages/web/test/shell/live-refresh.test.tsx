import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ARTICLES_API, LISTS_API, isEndpoint, type Endpoint, type SchoolWire } from '@halte/contract';
import { useList, useOptions } from '../../src/api/queries';
import { boundOf, type Source } from '../../src/api/endpoints';
import { CrudScreen } from '../../src/ui/CrudScreen';
import type { FieldDef, Values } from '../../src/ui/form/types';
import { useLiveRefresh } from '../../src/shell/live/useLiveRefresh';
import type { LiveEvents } from '../../src/shell/live/useLiveSocket';
import { schoolsDeclaration } from '../../src/features/school/schools/schools.declaration';
import { fakeApi, memoryResource, renderAt, reply } from '../ui/fixtures';
import { fakeSocket } from './fake-socket';

const school = (n: number): SchoolWire => ({
  intid: n, vckode: `SD${n}`, vcnama: `SD Negeri ${n} Tuban`, vcalamat: `Jl. Pemuda ${n}`, intjenjangsekolah: 2, vcjenjang_sekolah: 'SD', declattitude: null, declongitude: null,
});

/** The schools screen, and beside it what other screens of the same tab hold in the cache. */
function Screen({ socket }: { socket: LiveEvents }) {
  useLiveRefresh(socket);
  useOptions(LISTS_API.school);
  useList(ARTICLES_API.list, { q: '', page: 1, limit: 10 });
  return <CrudScreen declaration={schoolsDeclaration} />;
}

async function shownSchools() {
  const table = await screen.findByRole('table');
  return within(table).queryAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[2]?.textContent);
}

function setup() {
  const rows = [school(1)];
  const api = fakeApi(
    memoryResource('/schools', rows),
    reply('GET', '/lists/school', () => ({ body: { data: rows.map((s) => ({ value: s.intid, label: s.vcnama })) } })),
    reply('GET', '/articles', { body: { data: [], length: 0, page_total: 0, page: 1, limit: 10 } }),
    reply('GET', '/lists/vehicle', { body: { data: [] } }),
    reply('POST', '/schools', () => {
      rows.push(school(3));
      return { status: 201, body: { message: 'Data berhasil disimpan.', data: school(3) } };
    }),
  );
  const live = fakeSocket();
  renderAt('/master/sekolah', <Screen socket={live.socket} />);
  return { rows, api, live, count: (path: string) => api.of('GET', path).length };
}

describe('lists that refresh themselves', { timeout: 20_000 }, () => {
  it('another operator\'s new school shows on the open list when the server announces the table, without touching anything', async () => {
    const { rows, live, count } = setup();
    await waitFor(async () => expect(await shownSchools()).toEqual(['SD Negeri 1 Tuban']));
    await waitFor(() => expect(count('/lists/school')).toBe(1));
    const before = { schools: count('/schools'), articles: count('/articles') };

    rows.push(school(2));
    live.changed('schools');
    await waitFor(async () => expect(await shownSchools()).toEqual(['SD Negeri 1 Tuban', 'SD Negeri 2 Tuban']));
    // The school choices of other forms follow too; what does not show schools is left alone.
    await waitFor(() => expect(count('/lists/school')).toBe(2));
    expect(count('/schools')).toBe(before.schools + 1);
    expect(count('/articles')).toBe(before.articles);
  });

  it('an announcement of a table the screen does not show fetches nothing', async () => {
    const { live, count } = setup();
    await waitFor(async () => expect(await shownSchools()).toEqual(['SD Negeri 1 Tuban']));
    await waitFor(() => expect(count('/articles')).toBe(1));
    live.changed('drivers', 'sliders');
    await new Promise((r) => setTimeout(r, 300));
    expect([count('/schools'), count('/lists/school'), count('/articles')]).toEqual([1, 1, 1]);
  });

  it('after a reconnection everything shown is fetched again, since announcements were missed', async () => {
    const { rows, live, count } = setup();
    await waitFor(async () => expect(await shownSchools()).toEqual(['SD Negeri 1 Tuban']));
    await waitFor(() => expect(count('/articles')).toBe(1));
    rows.push(school(2));
    live.reconnect();
    await waitFor(async () => expect(await shownSchools()).toEqual(['SD Negeri 1 Tuban', 'SD Negeri 2 Tuban']));
    await waitFor(() => expect(count('/articles')).toBe(2));
  });

  it('the operator\'s own new school shows at once, before any announcement', async () => {
    const { count } = setup();
    await waitFor(async () => expect(await shownSchools()).toEqual(['SD Negeri 1 Tuban']));
    await waitFor(() => expect(count('/lists/school')).toBe(1));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Tambah/ }));
    const form = await screen.findByRole('dialog');
    await user.type(within(form).getByLabelText(/^Kode/), 'SD3');
    await user.type(within(form).getByLabelText(/^Nama/), 'SD Negeri 3 Tuban');
    await user.type(within(form).getByLabelText(/^Alamat/), 'Jl. Pemuda 3');
    await user.selectOptions(within(form).getByLabelText(/^Jenjang/), '2');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(async () => expect(await shownSchools()).toEqual(['SD Negeri 1 Tuban', 'SD Negeri 3 Tuban']));
    await waitFor(() => expect(count('/lists/school')).toBe(2));
  });
});

describe('what each screen reads', () => {
  const declarations = import.meta.glob<Record<string, unknown>>('../../src/features/*/*/*.declaration.ts*', { eager: true });
  const isSource = (v: unknown): v is Source => isEndpoint(v) || isEndpoint((v as { endpoint?: unknown } | null)?.endpoint);
  /** The list a screen shows (its resource's, or its own endpoint) and the option lists its fields offer. */
  const endpointsOf = (d: { resource?: { list?: Endpoint }; endpoint?: unknown; fields?: FieldDef[] }) => {
    const found: Endpoint[] = [];
    if (d.resource?.list) found.push(d.resource.list);
    if (isSource(d.endpoint)) found.push(boundOf(d.endpoint).endpoint);
    for (const f of d.fields ?? []) {
      const choices = (f as { choices?: unknown }).choices as { endpoint?: Source | ((v: Values) => Source | null) } | undefined;
      const e = typeof choices?.endpoint === 'function' ? choices.endpoint({ intsekolah: 1 }) : choices?.endpoint;
      if (e) found.push(boundOf(e).endpoint);
    }
    return found;
  };

  it('every endpoint a screen lists or offers as choices declares the tables it reads, to refresh on them', () => {
    const endpoints = Object.values(declarations)
      .flatMap((m) => Object.values(m))
      .filter((v) => typeof v === 'object' && v !== null && ('resource' in v || 'endpoint' in v))
      .flatMap((d) => endpointsOf(d as never));
    expect(endpoints.length).toBeGreaterThan(10);
    const unknown = endpoints.filter((e) => !e.reads?.length).map((e) => `${e.method} ${e.path}`);
    expect(unknown).toEqual([]);
  });
});
