import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MEMBER_ALERTS_API } from '@halte/contract';
import { useApi } from '../../../../api/clientContext';
import { keyOf, readsOf } from '../../../../api/endpoints';
import { PUSH_ARRIVED } from '../../../../sw/push-message';

/** Every query of the member's notices (the pages and the badges' count) starts with this. */
export const ALERTS_KEY = keyOf(MEMBER_ALERTS_API.list);
/** The server emits nothing live for notices: they are read again this often, on focus, and on a push. */
export const NOTICES_REFRESH_MS = 60_000;
export const FRESH = { refetchInterval: NOTICES_REFRESH_MS, refetchOnWindowFocus: true } as const;

/** A push reached this browser (the worker says so): the notices are read again at once. */
export function useReadOnPush(client: QueryClient) {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (e: MessageEvent) => {
      if ((e.data as { type?: string } | null)?.type === PUSH_ARRIVED) void client.invalidateQueries({ queryKey: ALERTS_KEY });
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
    queryKey: [...ALERTS_KEY, 'unread'],
    queryFn: async ({ signal }) => (await api.call(MEMBER_ALERTS_API.list, { query: { limit: 1 } }, { signal, quiet: true })).unread,
    meta: readsOf(MEMBER_ALERTS_API.list),
    ...FRESH,
  });
  return unread.data ?? 0;
}
