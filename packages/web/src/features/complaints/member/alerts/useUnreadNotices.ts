import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MemberAlertList } from '@halte/contract';
import { useApi } from '../../../../api/clientContext';
import { PUSH_ARRIVED } from '../../../../sw/push-message';

export const ALERTS = '/member/alerts';
/** The server emits nothing live for notices: they are read again this often, on focus, and on a push. */
export const NOTICES_REFRESH_MS = 60_000;
export const FRESH = { refetchInterval: NOTICES_REFRESH_MS, refetchOnWindowFocus: true } as const;

/** A push reached this browser (the worker says so): the notices are read again at once. */
export function useReadOnPush(client: QueryClient) {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (e: MessageEvent) => {
      if ((e.data as { type?: string } | null)?.type === PUSH_ARRIVED) void client.invalidateQueries({ queryKey: [ALERTS] });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [client]);
}

/** How many notices are unread, for the badges; quiet: a badge that cannot load stays away. */
export function useUnreadNotices(): number {
  const api = useApi();
  useReadOnPush(useQueryClient());
  const unread = useQuery({
    queryKey: [ALERTS, 'unread'],
    queryFn: async ({ signal }) => (await api.get<MemberAlertList>(ALERTS, { query: { limit: 1 }, signal, quiet: true })).unread,
    ...FRESH,
  });
  return unread.data ?? 0;
}
