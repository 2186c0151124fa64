import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { endpoint, withMeta } from '@halte/contract';
import { DeclaredForm } from '../../src/ui/form/DeclaredForm';
import type { FieldDecl } from '../../src/ui/form/declaredFields';
import { fakeApi, renderAt, reply } from './fixtures';

const menus = [
  { intid: 1, vcname: 'Master', intparent_id: null },
  { intid: 2, vcname: 'Sekolah', intparent_id: 1 },
  { intid: 3, vcname: 'Siswa', intparent_id: 1 },
  { intid: 4, vcname: 'Aplikasi', intparent_id: null },
  { intid: 5, vcname: 'Data User', intparent_id: 4 },
];
/** The menus the fake API answers, declared as a checkbox tree reads them. */
const MENUS = endpoint({ method: 'GET', path: '/menus', tags: ['menu'], access: ['admin.menus'], answers: { 200: z.object({ data: z.array(z.unknown()) }) }, reads: ['menus'] });
const schema = z.object({ menus: withMeta(z.array(z.number()), { label: 'Menu' }) });
const fields: FieldDecl<typeof schema>[] = [{
  name: 'menus',
  type: 'checkboxes',
  choices: { endpoint: MENUS, map: (m: (typeof menus)[number]) => ({ value: m.intid, label: m.vcname, parent: m.intparent_id }) },
}];

function renderTree(initial: number[]) {
  fakeApi(reply('GET', '/menus', { body: { data: menus } }));
  const onSubmit = vi.fn(async () => {});
  renderAt('/', <DeclaredForm label="Role" idPrefix="role" fields={fields} schema={schema} values={{ menus: initial }} onSubmit={onSubmit} />);
  return onSubmit;
}
const box = (name: string) => screen.getByRole('checkbox', { name });

describe('checkbox tree field', () => {
  it('ticks a group with its items, and a group when one of its items is ticked', async () => {
    const onSubmit = renderTree([]);
    const u = userEvent.setup();
    await waitFor(() => expect(box('Master')).toBeInTheDocument());

    await u.click(box('Master'));
    expect(box('Sekolah')).toBeChecked();
    expect(box('Siswa')).toBeChecked();
    await u.click(box('Siswa'));
    expect(box('Master')).toBeChecked();
    expect((box('Master') as HTMLInputElement).indeterminate).toBe(true);

    await u.click(box('Data User'));
    expect(box('Aplikasi')).toBeChecked();
    await u.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]).toEqual([{ menus: [1, 2, 4, 5] }]);
  });

  it('shows the saved menus ticked and unticks a group with all its items', async () => {
    const onSubmit = renderTree([1, 2, 3]);
    const u = userEvent.setup();
    await waitFor(() => expect(box('Sekolah')).toBeChecked());
    expect(box('Data User')).not.toBeChecked();
    await u.click(box('Master'));
    expect(box('Sekolah')).not.toBeChecked();
    expect(box('Siswa')).not.toBeChecked();
    await u.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]).toEqual([{ menus: [] }]);
  });
});
