import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationList, NotificationWire } from '@halte/contract';
import { api } from '../../api/client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
/** The dropdown shows the latest few; the 'View all' page asks for the server's maximum. */
export const DROPDOWN_LIMIT = 10;
export const PAGE_LIMIT = 100;

export function useNotifications(limit: number) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, limit],
    queryFn: ({ signal }) => api.get<NotificationList>('/notifications', { query: { limit }, signal }),
    staleTime: 30_000,
  });
}

/** Unread ones are NEW, the rest EARLIER. */
export function splitByRead(list: NotificationWire[]) {
  return { fresh: list.filter((n) => !n.is_read), earlier: list.filter((n) => n.is_read) };
}

/** 'Mark all as read' → POST /notifications/read-all; every cached list is updated at once. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>('/notifications/read-all'),
    onSuccess: () =>
      client.setQueriesData<NotificationList>({ queryKey: NOTIFICATIONS_KEY }, (old) =>
        old ? { data: old.data.map((n) => ({ ...n, is_read: true })), unread: 0 } : old,
      ),
  });
}

/** A notification pushed over Socket.IO goes on top of every cached list. */
export function addIncoming(client: QueryClient, n: NotificationWire) {
  client.setQueriesData<NotificationList>({ queryKey: NOTIFICATIONS_KEY }, (old) => {
    if (!old || old.data.some((x) => x.intid === n.intid)) return old;
    return { data: [n, ...old.data], unread: old.unread + (n.is_read ? 0 : 1) };
  });
}
