import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBER_ALERTS_API } from '@halte/contract';
import { useApi } from '../../../../api/clientContext';
import { readsOf } from '../../../../api/endpoints';
import { refetchFresh } from '../../../../api/refetchFresh';
import { ALERTS_KEY, FRESH, useReadOnPush } from './useUnreadNotices';

const PAGE_SIZE = 20;

/** The member's notices, newest first, a page at a time ('Muat lagi'), and marking all read. */
export function useNotices() {
  const api = useApi();
  const client = useQueryClient();
  useReadOnPush(client);
  const pages = useInfiniteQuery({
    queryKey: [...ALERTS_KEY, 'pages'],
    queryFn: async ({ pageParam, signal }) => api.call(MEMBER_ALERTS_API.list, { query: { page: pageParam, limit: PAGE_SIZE } }, { signal }),
    meta: readsOf(MEMBER_ALERTS_API.list),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.page_total ? last.page + 1 : undefined),
    ...FRESH,
  });
  const markAllRead = async () => {
    await api.call(MEMBER_ALERTS_API.readAll, {});
    await refetchFresh(client, ALERTS_KEY);
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
