import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_LIMIT, PAGE_SIZES } from '@halte/contract';
import type { FilterValues } from './listFilters';

export interface ListState {
  q: string;
  page: number;
  limit: number;
}

const positive = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/**
 * A list's search, page, size and declared filters (`filterKeys`) live in the query string
 * (`?q&page&limit&…`), so a reload or the back button shows the same view. Searching, changing
 * the size or a filter goes back to page 1.
 */
export function useListState(filterKeys: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const filters: FilterValues = {};
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value !== null && value !== '') filters[key] = value;
  }
  const limit = positive(params.get('limit'), DEFAULT_LIMIT);
  const state: ListState = {
    q: params.get('q') ?? '',
    page: positive(params.get('page'), 1),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
  };

  const update = useCallback(
    (patch: Partial<ListState>, replace = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const set = (key: string, value: string | number, fallback: string | number) =>
            value === fallback || value === '' ? next.delete(key) : next.set(key, String(value));
          if (patch.q !== undefined) set('q', patch.q, '');
          if (patch.limit !== undefined) set('limit', patch.limit, DEFAULT_LIMIT);
          if (patch.page !== undefined) set('page', patch.page, 1);
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const setFilters = useCallback(
    (patch: FilterValues) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        next.delete('page');
        return next;
      }),
    [setParams],
  );

  return {
    ...state,
    filters,
    /** Sets (or, with `undefined`, clears) filter values and goes back to page 1. */
    setFilters,
    /** Typing replaces the history entry instead of adding one per key. */
    setSearch: useCallback((q: string) => update({ q, page: 1 }, true), [update]),
    setLimit: useCallback((limit: number) => update({ limit, page: 1 }), [update]),
    setPage: useCallback((page: number, replace = false) => update({ page }, replace), [update]),
  };
}
