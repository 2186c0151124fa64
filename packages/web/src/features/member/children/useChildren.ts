import { useQuery } from '@tanstack/react-query';
import type { MemberChildWire } from '@halte/contract';
import { useApi } from '../../../api/clientContext';

/** How often the children (and where their bus is) are read again while the page is open. */
export const CHILDREN_REFRESH_MS = 15_000;

/** The member's children with their bus and today's rides, refreshed every 15 seconds. */
export function useChildren() {
  const api = useApi();
  return useQuery({
    queryKey: ['/member/children'],
    queryFn: async ({ signal }) => (await api.get<{ data: MemberChildWire[] }>('/member/children', { signal })).data,
    refetchInterval: CHILDREN_REFRESH_MS,
  });
}
