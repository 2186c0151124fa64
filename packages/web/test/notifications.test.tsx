import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { NotificationList, NotificationWire } from '@halte/contract';
import { addIncoming, NOTIFICATIONS_KEY } from '../src/shell/notifications/useNotifications';
import { mockServer, preloadLazyModules, renderApp, shellReplies, storeSession } from './shell/shell-fixtures';

const notice = (intid: number, is_read = false): NotificationWire => ({
  intid,
  kind: 'account',
  title: `Pemberitahuan ${intid}`,
  body: '',
  url: '',
  is_read,
  dtadd: new Date(Date.UTC(2026, 10, 1, 8, intid)).toISOString(),
});
/** Twelve notifications, newest first, the latest three unread. */
const LIST = Array.from({ length: 12 }, (_, i) => notice(12 - i, i >= 3));

beforeAll(preloadLazyModules, 30_000);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The notifications page inside the shell, so the bell and the page are on screen together. */
async function openPage() {
  const calls: string[] = [];
  const fetch = mockServer({
    ...shellReplies(),
    'GET /notifications': async () => {
      calls.push('list');
      return new Response(JSON.stringify({ data: LIST, unread: 3 }), { headers: { 'content-type': 'application/json' } });
    },
    'POST /notifications/read-all': async () => {
      calls.push('read-all');
      return new Response(JSON.stringify({ message: 'Semua notifikasi ditandai sudah dibaca.' }), { headers: { 'content-type': 'application/json' } });
    },
  });
  storeSession();
  renderApp('/notifications');
  await screen.findByRole('heading', { name: 'Semua Notifikasi' });
  const page = screen.getByRole('main');
  await within(page).findByText('Pemberitahuan 12');
  return { fetch, calls, page };
}

describe('the bell and the notifications page', () => {
  it('read the list once between them; the page shows all of it, the bell the latest ten', async () => {
    const { calls, page } = await openPage();
    expect(await screen.findByTestId('notifications-unread')).toHaveTextContent('3');
    expect(within(page).getAllByTestId('notification')).toHaveLength(12);
    const menu = document.querySelector('.notification-menu') as HTMLElement;
    expect(within(menu).getAllByTestId('notification')).toHaveLength(10);
    expect(within(menu).queryByText('Pemberitahuan 2')).toBeNull();
    expect(calls).toEqual(['list']);
  }, 20_000);

  it("'Tandai semua dibaca' on the page clears the bell's count at once, without reading the list again", async () => {
    const { calls, page } = await openPage();
    expect(await screen.findByTestId('notifications-unread')).toHaveTextContent('3');
    const pageButton = within(page.parentElement!).getAllByRole('button', { name: 'Tandai semua dibaca' }).find((b) => !b.closest('.notification-menu'))!;
    await userEvent.click(pageButton);
    await vi.waitFor(() => expect(screen.queryByTestId('notifications-unread')).toBeNull());
    const menu = document.querySelector('.notification-menu') as HTMLElement;
    expect(within(menu).queryByRole('region', { name: 'BARU' })).toBeNull();
    expect(within(page).queryByRole('region', { name: 'BARU' })).toBeNull();
    expect(calls).toEqual(['list', 'read-all']);
  }, 20_000);
});

describe('a notification pushed live', () => {
  const listed = () => {
    const client = new QueryClient();
    client.setQueryData<NotificationList>(NOTIFICATIONS_KEY, { data: LIST, unread: 3 });
    return client;
  };
  const held = (client: QueryClient) => client.getQueryData<NotificationList>(NOTIFICATIONS_KEY)!;

  it('a new one goes on top and counts as unread', () => {
    const client = listed();
    addIncoming(client, notice(13));
    expect(held(client).unread).toBe(4);
    expect(held(client).data.map((n) => n.intid).slice(0, 2)).toEqual([13, 12]);
  });

  it("a conversation's unread notice, updated by the next message, moves up with its new text and still counts once", () => {
    const client = listed();
    addIncoming(client, { ...notice(11), body: 'Pesan terbaru' });
    expect(held(client).unread).toBe(3);
    expect(held(client).data).toHaveLength(12);
    expect(held(client).data[0]).toMatchObject({ intid: 11, body: 'Pesan terbaru' });
    expect(held(client).data.filter((n) => n.intid === 11)).toHaveLength(1);
  });
});
