import { useQuery } from '@tanstack/react-query';
import type { AnswerOf, Endpoint } from '@halte/contract';
import { useApi } from '../../../api/clientContext';
import { keyOf, readsOf } from '../../../api/endpoints';
import { callSource, keys } from '../../../api/queries';

/** What an endpoint's answer carries under `data`. */
type DataOf<E extends Endpoint> = AnswerOf<E> extends { data: infer D } ? D : never;

/** The first page (up to `limit`) of one of the member's lists. */
export function useMemberList<E extends Endpoint>(endpoint: E, limit = 50, refetchInterval?: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...keyOf(endpoint), 'list', limit],
    queryFn: async ({ signal }) => (await callSource<{ data: DataOf<E> }>(api, endpoint, { limit }, { signal })).data,
    meta: readsOf(endpoint),
    refetchInterval,
  });
}

/** One record, `GET {path}/:id` (or `/:uuid`, `param`) answering `{ data }`. */
export function useMemberRecord<E extends Endpoint>(endpoint: E, id: string | undefined, param: 'id' | 'uuid' = 'id') {
  const api = useApi();
  return useQuery({
    queryKey: keys.record(endpoint, id ?? ''),
    queryFn: async ({ signal }) => (await callSource<{ data: DataOf<E> }>(api, { endpoint, params: { [param]: id! } }, {}, { signal })).data,
    meta: readsOf(endpoint),
    enabled: !!id,
  });
}
