import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_API, type NotificationList, type NotificationWire } from '@halte/contract';
import { api } from '../../api/client';
import { keyOf, readsOf } from '../../api/endpoints';

/** The one cached list: the bell and the 'Lihat semua' page read it, so a change shows in both. */
export const NOTIFICATIONS_KEY = keyOf(NOTIFICATIONS_API.list);
/** The list holds the server's maximum; the bell shows the latest few of it. */
export const PAGE_LIMIT = 100;
export const DROPDOWN_LIMIT = 10;

const all = (list: NotificationList) => list;
/** The bell's view of the list; the unread count stays the count of all. */
export const latestFew = (list: NotificationList): NotificationList => ({ ...list, data: list.data.slice(0, DROPDOWN_LIMIT) });

export function useNotifications(select: (list: NotificationList) => NotificationList = all) {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ signal }) => api.call(NOTIFICATIONS_API.list, { query: { limit: PAGE_LIMIT } }, { signal }),
    meta: readsOf(NOTIFICATIONS_API.list),
    staleTime: 30_000,
    select,
  });
}

/** Unread ones are BARU, the rest SEBELUMNYA. */
export function splitByRead(list: NotificationWire[]) {
  return { fresh: list.filter((n) => !n.is_read), earlier: list.filter((n) => n.is_read) };
}

/** 'Tandai semua dibaca' → POST /notifications/read-all; the list is updated at once. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(NOTIFICATIONS_API.readAll, {}),
    onSuccess: () =>
      client.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (old) =>
        old ? { data: old.data.map((n) => ({ ...n, is_read: true })), unread: 0 } : old,
      ),
  });
}

/**
 * A notification pushed over Socket.IO goes on top of the list. One already listed (a
 * conversation's unread notice, updated by its next message) moves up with its new text and is
 * counted once.
 */
export function addIncoming(client: QueryClient, n: NotificationWire) {
  client.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (old) => {
    if (!old) return old;
    const listed = old.data.find((x) => x.intid === n.intid);
    const unread = old.unread + (n.is_read ? 0 : 1) - (listed && !listed.is_read ? 1 : 0);
    return { data: [n, ...old.data.filter((x) => x !== listed)].slice(0, PAGE_LIMIT), unread };
  });
}
