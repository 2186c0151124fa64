import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListResponse, MessageResponse, OneResponse, Option } from '@halte/contract';
import { api } from './client';

export interface ListParams {
  q: string;
  page: number;
  limit: number;
  /** Further filters a screen adds (reports: from, to…). */
  [filter: string]: string | number | undefined;
}

/**
 * Query keys start with the endpoint, so a change to a resource refreshes its lists,
 * records and option lists at once: `invalidateQueries({ queryKey: [endpoint] })`.
 */
export const keys = {
  list: (endpoint: string, params: ListParams) => [endpoint, 'list', params] as const,
  record: (endpoint: string, id: number | string) => [endpoint, 'record', String(id)] as const,
  options: (endpoint: string) => [endpoint, 'options'] as const,
};

/** A page of a list; the previous page stays on screen while the next one loads. */
export function useList<T>(endpoint: string, params: ListParams, enabled = true) {
  return useQuery({
    queryKey: keys.list(endpoint, params),
    queryFn: ({ signal }) => api.get<ListResponse<T>>(endpoint, { query: params, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One record, `GET {endpoint}/{id}` answering `{ data }`. */
export function useRecord<T>(endpoint: string, id: number | string | null | undefined) {
  return useQuery({
    queryKey: keys.record(endpoint, id ?? ''),
    queryFn: async ({ signal }) => (await api.get<OneResponse<T>>(`${endpoint}/${id}`, { signal })).data,
    enabled: id !== null && id !== undefined && id !== '',
    staleTime: 0,
    gcTime: 0,
  });
}

/** Options of a select, `GET /lists/...` answering `{ data: [{ value, label }] }`. */
export function useOptions<T extends Option = Option>(endpoint: string | null) {
  return useQuery({
    queryKey: keys.options(endpoint ?? ''),
    queryFn: async ({ signal }) => (await api.get<{ data: T[] }>(endpoint!, { signal })).data,
    enabled: !!endpoint,
  });
}

export interface SaveInput<B> {
  id?: number | string | null;
  body: B;
}

/** POST (no id) or PUT `{endpoint}/{id}`; refreshes the endpoint's queries when done. */
export function useSave<B, T = unknown>(endpoint: string, opts: { fieldErrors?: boolean; invalidate?: string[] } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveInput<B>) =>
      id === undefined || id === null || id === ''
        ? api.post<MessageResponse<T>>(endpoint, body, { fieldErrors: opts.fieldErrors ?? true })
        : api.put<MessageResponse<T>>(`${endpoint}/${id}`, body, { fieldErrors: opts.fieldErrors ?? true }),
    onSuccess: () => refresh(client, [endpoint, ...(opts.invalidate ?? [])]),
  });
}

/** DELETE `{endpoint}/{id}`; refreshes the endpoint's queries when done. */
export function useRemove(endpoint: string, opts: { invalidate?: string[] } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | string) => api.delete<MessageResponse>(`${endpoint}/${id}`),
    onSuccess: () => refresh(client, [endpoint, ...(opts.invalidate ?? [])]),
  });
}

function refresh(client: ReturnType<typeof useQueryClient>, endpoints: string[]) {
  return Promise.all(endpoints.map((e) => client.invalidateQueries({ queryKey: [e] })));
}
