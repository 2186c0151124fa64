import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberAlertList } from '@halte/contract';
import { useApi } from '../../../../api/clientContext';
import { refetchFresh } from '../../../../api/refetchFresh';
import { ALERTS, FRESH, useReadOnPush } from './useUnreadNotices';

const PAGE_SIZE = 20;

/** The member's notices, newest first, a page at a time ('Muat lagi'), and marking all read. */
export function useNotices() {
  const api = useApi();
  const client = useQueryClient();
  useReadOnPush(client);
  const pages = useInfiniteQuery({
    queryKey: [ALERTS, 'pages'],
    queryFn: async ({ pageParam, signal }) => api.get<MemberAlertList>(ALERTS, { query: { page: pageParam, limit: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.page_total ? last.page + 1 : undefined),
    ...FRESH,
  });
  const markAllRead = async () => {
    await api.put(`${ALERTS}/read`);
    await refetchFresh(client, [ALERTS]);
  };
  const first = pages.data?.pages[0];
  return {
    notices: pages.data?.pages.flatMap((p) => p.data),
    unread: first?.unread ?? 0,
    loading: pages.isLoading,
    more: pages.hasNextPage ? () => void pages.fetchNextPage() : undefined,
    loadingMore: pages.isFetchingNextPage,
    markAllRead,
  };
}
