import { useQuery } from '@tanstack/react-query';
import type { ListResponse, OneResponse } from '@halte/contract';
import { useApi } from '../../../api/clientContext';

/** The first page (up to `limit`) of one of the member's lists. */
export function useMemberList<T>(endpoint: string, limit = 50, refetchInterval?: number) {
  const api = useApi();
  return useQuery({
    queryKey: [endpoint, 'list', limit],
    queryFn: async ({ signal }) => (await api.get<ListResponse<T>>(endpoint, { query: { limit }, signal })).data,
    refetchInterval,
  });
}

/** One record, `GET {endpoint}/{id}` answering `{ data }`. */
export function useMemberRecord<T>(endpoint: string, id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [endpoint, 'record', id],
    queryFn: async ({ signal }) => (await api.get<OneResponse<T>>(`${endpoint}/${id}`, { signal })).data,
    enabled: !!id,
  });
}
