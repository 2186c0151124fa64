import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StudentCardWire } from '@halte/contract';
import { mockServer, renderApp, shellReplies, storeSession } from '../shell/shell-fixtures';

const CARD: StudentCardWire = {
  intid: 5,
  vcnama: 'Siti Aminah',
  vckode: '0099',
  vcsekolah: 'SMP Negeri 1 Tuban',
  vckelas: 'VII A',
  intprint_card: 0,
  vcdepartment: 'Dinas Perhubungan Kabupaten Uji',
};

beforeAll(() => import('../../src/features/platform/print-card/PrintCardPage'), 30_000);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The print page of a student card, with the system print dialog replaced by a counter. */
async function openCard() {
  const marks: unknown[] = [];
  const fetch = mockServer({
    ...shellReplies(),
    'GET /students/5/print': { body: { data: CARD } },
    'POST /students/5/print': async () => {
      marks.push(true);
      return new Response(JSON.stringify({ message: 'Kartu siswa ditandai sudah dicetak.', data: { ...CARD, intprint_card: 1 } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const print = vi.fn();
  vi.stubGlobal('print', print);
  storeSession();
  renderApp('/cetak/siswa/5');
  await screen.findByRole('article', { name: 'Kartu Siswa' });
  return { fetch, print, marks };
}

const dialogCloses = () => act(() => void window.dispatchEvent(new Event('afterprint')));

describe('printing a card', () => {
  it("'Cetak' opens the print dialog and marks nothing while it is open", async () => {
    const { print, marks } = await openCard();
    await userEvent.click(screen.getByRole('button', { name: 'Cetak' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Apakah kartu sudah tercetak?')).toBeNull();
    expect(marks).toHaveLength(0);
  });

  it("after the dialog closes, 'Belum tercetak' leaves the card unmarked (a cancelled dialog closes the same way)", async () => {
    const { marks } = await openCard();
    await userEvent.click(screen.getByRole('button', { name: 'Cetak' }));
    dialogCloses();
    await userEvent.click(await screen.findByRole('button', { name: 'Belum tercetak' }));
    await vi.waitFor(() => expect(screen.queryByText('Apakah kartu sudah tercetak?')).toBeNull());
    expect(marks).toHaveLength(0);
    expect(screen.getByText('Kartu ini belum pernah dicetak.')).toBeInTheDocument();
  });

  it("after the dialog closes, 'Tandai sudah dicetak' marks the card printed once", async () => {
    const { marks } = await openCard();
    await userEvent.click(screen.getByRole('button', { name: 'Cetak' }));
    dialogCloses();
    await userEvent.click(await screen.findByRole('button', { name: 'Tandai sudah dicetak' }));
    await vi.waitFor(() => expect(marks).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByText('Apakah kartu sudah tercetak?')).toBeNull());
  });

  it('printing with the browser (Ctrl+P) asks the same question', async () => {
    const { marks } = await openCard();
    dialogCloses();
    expect(await screen.findByText('Apakah kartu sudah tercetak?')).toBeInTheDocument();
    expect(marks).toHaveLength(0);
  });
});
