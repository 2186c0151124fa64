import type { Source } from '../../api/endpoints';
import { filterKeysOf, type ListFilters } from '../list/listFilters';
import { useListState } from '../list/useListState';
import { ExportButton } from './ExportButton';

/** `Unduh Excel` of a list's file: `path` with the keyword and every declared filter on screen. */
export function ListExportButton({ path, filters }: { path: Source; filters: ListFilters }) {
  const list = useListState(filterKeysOf(filters));
  return <ExportButton path={path} query={{ q: list.q, ...list.filters }} />;
}
