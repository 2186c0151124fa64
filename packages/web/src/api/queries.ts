import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPTION_LIMIT, type ListResponse, type MessageResponse, type OneResponse, type Option } from '@halte/contract';
import { api } from './client';
import { useApi } from './clientContext';
import { ownTable, refreshTables } from './tables';

export interface ListParams {
  q: string;
  page: number;
  limit: number;
  /** Further filters a screen adds (reports: from, to…). */
  [filter: string]: string | number | undefined;
}

/**
 * Query keys start with the endpoint, which tells the tables a query shows (tables.ts): when
 * the server announces a changed table, its lists, records and option lists are fetched again.
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

/**
 * The options of a checkbox group or a short select, `GET /lists/...` answering
 * `{ data: [{ value, label }] }`: as many as an option list gives at once.
 */
export function useOptions<T extends Option = Option>(endpoint: string | null) {
  const client = useApi();
  return useQuery({
    queryKey: keys.options(endpoint ?? ''),
    queryFn: async ({ signal }) => (await client.get<{ data: T[] }>(endpoint!, { query: { limit: OPTION_LIMIT.max }, signal })).data,
    enabled: !!endpoint,
  });
}

export interface SaveInput<B> {
  id?: number | string | null;
  body: B;
}

/** POST (no id) or PUT `{endpoint}/{id}`; refreshes what shows the endpoint's table when done. */
export function useSave<B, T = unknown>(endpoint: string, opts: { fieldErrors?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveInput<B>) =>
      id === undefined || id === null || id === ''
        ? api.post<MessageResponse<T>>(endpoint, body, { fieldErrors: opts.fieldErrors ?? true })
        : api.put<MessageResponse<T>>(`${endpoint}/${id}`, body, { fieldErrors: opts.fieldErrors ?? true }),
    onSuccess: () => refreshOwn(client, endpoint),
  });
}

/** DELETE `{endpoint}/{id}`; refreshes what shows the endpoint's table when done. */
export function useRemove(endpoint: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | string) => api.delete<MessageResponse>(`${endpoint}/${id}`),
    onSuccess: () => refreshOwn(client, endpoint),
  });
}

/**
 * The writer sees its own change at once; the server's announcement of every table the write
 * touched follows for everyone, the writer included.
 */
function refreshOwn(client: ReturnType<typeof useQueryClient>, endpoint: string) {
  const own = ownTable(endpoint);
  return own ? refreshTables(client, [own]) : client.invalidateQueries({ queryKey: [endpoint] });
}
