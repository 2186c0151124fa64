import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { READ_EVENT, TYPING_EVENT, type ConversationMessageWire, type ConversationWire } from '@halte/contract';
import ChatPage from '../../src/features/complaints/complaints/ChatPage';
import { LiveSocketContext } from '../../src/shell/live/LiveSocketContext';
import { fakeApi, renderAt, reply } from '../ui/fixtures';
import type { Socket } from 'socket.io-client';

const TOKEN = 'tok-admin-7';

const conversation = (over: Partial<ConversationWire> = {}): ConversationWire => ({
  intid: 7, dtadd: '2026-11-20T01:00:00.000Z', vccode: 'PGD-20261120-0001', vcname: 'Bus terlambat', intmember: 5, vcmember: 'Wali Sari',
  vcoperator: '', intstatus: 0, vcstatus: 'Baru', token_admin: TOKEN, token_member: 'tok-member-7', dtlast_message: '2026-11-20T01:00:00.000Z', intunread: 1, ...over,
});
const message = (intid: number, vcmessage: string, intis_admin: 0 | 1): ConversationMessageWire => ({
  intid, intconverstion_id: 7, intsender_id: intis_admin ? 1 : 5, vcmessage, vcphoto_url: '', dtadd: '2026-11-20T01:05:00.000Z', intstatus: 0, intis_admin,
});

/** The shell's connection as the chat uses it: the test plays the server's pushes and sees what is sent. */
function liveSocket() {
  const handlers = new Map<string, Set<(p: unknown) => void>>();
  const emit = vi.fn();
  const socket = {
    connected: true,
    on: (e: string, fn: (p: unknown) => void) => void (handlers.get(e) ?? handlers.set(e, new Set()).get(e)!).add(fn),
    off: (e: string, fn: (p: unknown) => void) => void handlers.get(e)?.delete(fn),
    emit,
  };
  return { socket: socket as unknown as Socket, emit, push: (event: string, payload: unknown) => act(() => handlers.get(event)?.forEach((fn) => fn(payload))) };
}

function setup(state: Partial<ConversationWire> = {}) {
  const live = liveSocket();
  const api = fakeApi(
    reply('GET', '/config', { body: { app_type: 'school', time_zone: 'Asia/Jakarta' } }),
    (c) => (c.method === 'GET' && c.path.startsWith('/conversation/detail/7/') ? { body: { data: { ...conversation(state), conversation_message: [] } } } : undefined),
    reply('GET', '/conversation/message', { body: { data: [message(1, 'Bus belum datang.', 0)], dtread_member: null, dtread_admin: '2026-11-20T01:05:00.000Z' } }),
    reply('POST', '/conversation/message', { status: 201, body: { message: 'Pesan terkirim.', data: message(2, 'Segera kami cek.', 1) } }),
  );
  renderAt(
    `/operasional/complaint-message/7/${TOKEN}`,
    <LiveSocketContext.Provider value={live.socket}>
      <ChatPage />
    </LiveSocketContext.Provider>,
    '/operasional/complaint-message/:intid/:token',
  );
  return { live, api };
}

const bubbles = () => screen.queryAllByTestId('chat-message').map((li) => [li.dataset.side, li.querySelector('.safe-html')?.textContent]);

describe('the complaint chat', () => {
  it('Enter sends the reply as text; its answer and its push show it once; the member’s message arrives live', async () => {
    const { live, api } = setup();
    const input = await screen.findByLabelText('Pesan');
    await waitFor(() => expect(bubbles()).toEqual([['member', 'Bus belum datang.']]));

    await userEvent.type(input, 'Segera{Shift>}{Enter}{/Shift}kami cek.');
    expect(api.of('POST', '/conversation/message')).toHaveLength(0);
    expect(input).toHaveValue('Segera\nkami cek.');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.of('POST', '/conversation/message')).toHaveLength(1));
    expect(api.of('POST', '/conversation/message')[0].body).toEqual({ intconverstion_id: 7, vcmessage: 'Segera<br>kami cek.' });
    await waitFor(() => expect(input).toHaveValue(''));
    live.push(TOKEN, message(2, 'Segera kami cek.', 1));
    live.push(TOKEN, message(3, 'Terima kasih.', 0));
    // Another conversation's push on another token changes nothing here.
    live.push('tok-admin-8', { ...message(9, 'Lain', 0), intconverstion_id: 8 });
    expect(bubbles()).toEqual([['member', 'Bus belum datang.'], ['operator', 'Segera kami cek.'], ['member', 'Terima kasih.']]);
    // Typing was told to the member on the operators' token, once for the burst of keys.
    expect(live.emit.mock.calls.filter(([e]) => e === TYPING_EVENT)).toEqual([[TYPING_EVENT, { token: TOKEN }]]);
  });

  it('the member typing shows until their message arrives; a signal of another conversation does not', async () => {
    const { live } = setup({ intstatus: 1, vcstatus: 'Diproses', vcoperator: 'Administrator' });
    await screen.findByLabelText('Pesan');
    live.push(TYPING_EVENT, { token: 'tok-admin-8' });
    expect(screen.queryByTestId('chat-typing')).toBeNull();
    live.push(TYPING_EVENT, { token: TOKEN });
    expect(screen.getByTestId('chat-typing')).toHaveTextContent('Wali Sari · Sedang mengetik…');
    live.push(TOKEN, message(4, 'Sudah datang.', 0));
    expect(screen.queryByTestId('chat-typing')).toBeNull();
  });

  it('the member reading the operators’ newest message shows Dibaca under it, live', async () => {
    const { live } = setup({ intstatus: 1, vcstatus: 'Diproses', vcoperator: 'Administrator' });
    const input = await screen.findByLabelText('Pesan');
    await userEvent.type(input, 'Segera kami cek.{Enter}');
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(screen.queryByTestId('chat-read')).toBeNull();
    // A reading of another conversation, or one older than the message, changes nothing.
    live.push(READ_EVENT, { token: 'tok-admin-8', dtread: '2026-11-20T02:00:00.000Z' });
    live.push(READ_EVENT, { token: TOKEN, dtread: '2026-11-20T01:04:59.000Z' });
    // The cache tells the screen on its next tick.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('chat-read')).toBeNull();
    live.push(READ_EVENT, { token: TOKEN, dtread: '2026-11-20T01:05:00.000Z' });
    const read = await screen.findByTestId('chat-read');
    expect(read).toHaveTextContent('Dibaca');
    expect(read.closest('li')).toHaveAttribute('data-side', 'operator');
  });

  it('an ended conversation says so, with neither input nor end button', async () => {
    setup({ intstatus: 2, vcstatus: 'Selesai', vcoperator: 'Administrator' });
    expect(await screen.findByTestId('chat-ended')).toHaveTextContent('Percakapan sudah diakhiri');
    expect(screen.queryByLabelText('Pesan')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Akhiri Percakapan' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Tutup' })).toBeVisible();
  });
});
