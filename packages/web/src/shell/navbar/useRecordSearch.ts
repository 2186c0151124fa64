import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_API, isAppPath, type SearchHit } from '@halte/contract';
import { api } from '../../api/client';
import { keyOf, readsOf } from '../../api/endpoints';

/** The server searches records from this many characters (its trigram indexes need a few). */
const MIN_LENGTH = 2;
const DELAY_MS = 250;

export type RecordHit = SearchHit & { type: Exclude<SearchHit['type'], 'menu'> };

/**
 * Records (students, drivers, vehicles; parking locations, types, plates) matching what the user types in the navbar search, from
 * `GET /search?q` once typing pauses. Menus are matched in the browser, so the server's menu
 * hits are left out; the server only answers records of screens the role may open.
 */
export function useRecordSearch(query: string) {
  const q = query.trim();
  const [settled, setSettled] = useState(q);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(q), DELAY_MS);
    return () => clearTimeout(timer);
  }, [q]);

  const enabled = settled.length >= MIN_LENGTH;
  const search = useQuery({
    queryKey: [...keyOf(SEARCH_API.search), settled],
    meta: readsOf(SEARCH_API.search),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    // A failed search only leaves the record hits out; the menus still show.
    queryFn: async ({ signal }) => (await api.call(SEARCH_API.search, { query: { q: settled } }, { signal, quiet: true })).data,
  });

  const typing = q.length >= MIN_LENGTH && q !== settled;
  const hits = enabled && q.length >= MIN_LENGTH ? (search.data ?? []).filter((h): h is RecordHit => h.type !== 'menu' && isAppPath(h.url)) : [];
  return { hits, loading: typing || (enabled && search.isFetching) };
}
