import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { OPTION_LIMIT, type AnswerOf, type CallInput, type CrudGroup, type Endpoint, type ListResponse, type MessageResponse, type OneResponse, type Option } from '@halte/contract';
import { api, type CallOptions } from './client';
import { useApi } from './clientContext';
import { boundOf, keyOf, readsOf, type Source } from './endpoints';
import { refreshTables } from './liveRefresh';

export interface ListParams {
  q: string;
  page: number;
  limit: number;
  /** Further filters a screen adds (reports: from, to…). */
  [filter: string]: string | number | undefined;
}

/**
 * Query keys start with the endpoint's declared path (then its parameters); each query carries
 * the tables its endpoint reads as its meta, so an announced change of one fetches it again.
 */
export const keys = {
  list: (source: Source, params: ListParams) => [...keyOf(source), 'list', params] as const,
  record: (endpoint: Endpoint, id: number | string) => [endpoint.path, 'record', String(id)] as const,
  options: (source: Source) => [...keyOf(source), 'options'] as const,
  read: (source: Source, query?: unknown) => [...keyOf(source), 'read', query ?? {}] as const,
};

/** Calls a source (an endpoint, with its path parameters when it has some) with a query. */
export const callSource = <T>(client: ReturnType<typeof useApi>, source: Source, query: Record<string, unknown>, opts: CallOptions = {}) => {
  const { endpoint, params } = boundOf(source);
  return client.call(endpoint, { params, query } as unknown as CallInput<Endpoint>, opts) as Promise<T>;
};

/** A page of a list; the previous page stays on screen while the next one loads. */
export function useList<T>(source: Source, params: ListParams, enabled = true) {
  return useQuery({
    queryKey: keys.list(source, params),
    queryFn: ({ signal }) => callSource<ListResponse<T>>(api, source, params, { signal }),
    meta: readsOf(source),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A record call's path parameters: the id under the path's last parameter (`:id`; an article's `:uuid`). */
const recordParams = (endpoint: Endpoint, id: number | string) => ({ [/:(\w+)$/.exec(endpoint.path)?.[1] ?? 'id']: id });

/** One record, `GET {path}/:id` answering `{ data }`. */
export function useRecord<T>(endpoint: Endpoint | undefined, id: number | string | null | undefined) {
  return useQuery({
    queryKey: keys.record(endpoint ?? NO_ENDPOINT, id ?? ''),
    queryFn: async ({ signal }) => ((await callSource<OneResponse<T>>(api, { endpoint: endpoint!, params: recordParams(endpoint!, id!) }, {}, { signal })).data),
    meta: endpoint ? readsOf(endpoint) : undefined,
    enabled: !!endpoint && id !== null && id !== undefined && id !== '',
    staleTime: 0,
    gcTime: 0,
  });
}

/** What a query not yet possible (no endpoint chosen) is keyed by. */
export const NO_ENDPOINT = { method: 'GET', path: '/', tags: [], access: 'public', answers: {} } as const satisfies Endpoint;

/**
 * A declared GET's answer, refreshed on the tables it reads. `input` carries its path
 * parameters and query; none is fetched while `enabled` is false.
 */
export function useRead<E extends Endpoint>(endpoint: E, input: CallInput<E>, opts: { enabled?: boolean; staleTime?: number; refetchInterval?: number; quiet?: boolean } = {}) {
  const client = useApi();
  const { params, query } = input as { params?: Record<string, string | number>; query?: unknown };
  const source = params ? { endpoint, params } : endpoint;
  return useQuery({
    queryKey: keys.read(source, query),
    queryFn: ({ signal }) => client.call(endpoint, input, { signal, quiet: opts.quiet }) as Promise<AnswerOf<E>>,
    meta: readsOf(endpoint),
    enabled: opts.enabled ?? true,
    staleTime: opts.staleTime,
    refetchInterval: opts.refetchInterval,
  });
}

/**
 * The options of a checkbox group or a short select, an option list answering
 * `{ data: [{ value, label }] }`: as many as an option list gives at once.
 */
export function useOptions<T extends Option = Option>(source: Source | null) {
  const client = useApi();
  return useQuery({
    queryKey: keys.options(source ?? NO_ENDPOINT),
    queryFn: async ({ signal }) => (await callSource<{ data: T[] }>(client, source!, { limit: OPTION_LIMIT.max }, { signal })).data,
    meta: source ? readsOf(source) : undefined,
    enabled: !!source,
  });
}

export interface SaveInput<B> {
  id?: number | string | null;
  body: B;
}

/** The create call (no id) or the update call (`:id`) of a resource; refreshes what shows its table when done. */
export function useSave<B, T = unknown>(resource: Pick<CrudGroup, 'create' | 'update'>, opts: { fieldErrors?: boolean } = {}) {
  const client = useQueryClient();
  const shown = { fieldErrors: opts.fieldErrors ?? true };
  return useMutation({
    mutationFn: ({ id, body }: SaveInput<B>) => {
      const isNew = id === undefined || id === null || id === '';
      const endpoint = isNew ? resource.create : resource.update;
      if (!endpoint) throw new Error(`no ${isNew ? 'create' : 'update'} call declared`);
      const params = isNew ? undefined : recordParams(endpoint, id);
      return api.call(endpoint, { params, body } as unknown as CallInput<Endpoint>, shown) as Promise<MessageResponse<T>>;
    },
    onSuccess: (_answer, { id }) => refreshOwn(client, (id === undefined || id === null || id === '' ? resource.create : resource.update)!),
  });
}

/** A resource's delete call (`:id`); refreshes what shows its table when done. */
export function useRemove(endpoint: Endpoint | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | string) => {
      if (!endpoint) throw new Error('no delete call declared');
      return api.call(endpoint, { params: recordParams(endpoint, id) } as unknown as CallInput<Endpoint>, {}) as Promise<MessageResponse>;
    },
    onSuccess: () => refreshOwn(client, endpoint!),
  });
}

/**
 * The writer sees its own change at once; the server's announcement of every table the write
 * touched follows for everyone, the writer included.
 */
export function refreshOwn(client: QueryClient, endpoint: Endpoint) {
  const own = endpoint.reads?.[0];
  return own ? refreshTables(client, [own]) : client.invalidateQueries({ queryKey: [endpoint.path] });
}
