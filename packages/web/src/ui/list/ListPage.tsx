import type { Source } from '../../api/endpoints';
import { useEffect, useId, type ReactNode } from 'react';
import '../ui.scss';
import { Button, Card, Spinner, Table } from 'react-bootstrap';
import { rowNumber } from '@halte/contract';
import { useList } from '../../api/queries';
import { Pagination } from './Pagination';
import { ScrollingTable } from './ScrollingTable';
import { RowActions } from './RowActions';
import { SearchBox } from './SearchBox';
import { cellClassOf, type Column, type RowAction } from './types';
import { useListState } from './useListState';
import { filterKeysOf, type ListFilters } from './listFilters';
import { PeriodFilter } from './PeriodFilter';
import { SelectFilter } from './SelectFilter';
import { ui } from '../../i18n/ui';

export interface ListPageProps<T> {
  title: string;
  /** The list's call, `?q&page&limit`, answering `{ data, length, page_total, page, limit }`. */
  endpoint: Source;
  columns: Column<T>[];
  actions?: RowAction<T>[];
  /** Shows the add button. */
  onAdd?: () => void;
  addLabel?: string;
  rowKey?: (row: T) => string | number;
  /** More query parameters (filters of a report). */
  query?: Record<string, string | number | undefined>;
  /** More controls beside the search box (filters, export…). */
  toolbar?: ReactNode;
  /** Declared filters, shown in the toolbar and kept in the query string. */
  filters?: ListFilters;
  /** What the search box says it searches (placeholder) and how (tooltip), when not every text column. */
  search?: { placeholder: string; hint?: string };
}

const cellOf = (row: unknown, key: string): ReactNode => {
  const v = (row as Record<string, unknown>)[key];
  return v === null || v === undefined || v === '' ? '-' : String(v);
};
const defaultKey = (row: unknown, i: number) => ((row as { intid?: number; vcuuid?: string }).intid ?? (row as { vcuuid?: string }).vcuuid ?? i);

/** The common list layout: title, search, add, numbered table, paging. */
export function ListPage<T>({ title, endpoint, columns, actions = [], onAdd, addLabel = ui.list.add, rowKey, query, toolbar, filters, search }: ListPageProps<T>) {
  const list = useListState(filterKeysOf(filters));
  const { data, isLoading, isFetching } = useList<T>(endpoint, { q: list.q, page: list.page, limit: list.limit, ...list.filters, ...query });
  const rows = data?.data ?? [];
  const pageTotal = data?.page_total ?? 0;
  const { setPage } = list;

  // A page past the end (the last row of the last page deleted, an old link) shows the last page.
  useEffect(() => {
    if (data && !isFetching && data.page_total > 0 && list.page > data.page_total) setPage(data.page_total, true);
  }, [data, isFetching, list.page, setPage]);

  const span = columns.length + 1 + (actions.length ? 1 : 0);
  const titleId = useId();
  return (
    <Card className="list-page shadow-sm border-0">
      <Card.Header className="bg-body border-bottom-0 pt-3 pb-2">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <h1 className="h5 mb-0" id={titleId}>{title}</h1>
          <div className="d-flex flex-wrap align-items-center gap-2">
            {filters?.selects?.map((f) => <SelectFilter key={f.name} field={f} value={list.filters[f.name]} filters={list.filters} onChange={list.setFilters} />)}
            {filters?.texts?.map((f) => (
              <SearchBox key={f.name} value={list.filters[f.name] ?? ''} onSearch={(v) => list.setFilters({ [f.name]: v || undefined })} label={f.label} placeholder={f.placeholder ?? f.label} maxLength={f.maxLength} />
            ))}
            {filters?.period && <PeriodFilter value={list.filters} onChange={list.setFilters} {...(typeof filters.period === 'object' ? filters.period : {})} />}
            <SearchBox value={list.q} onSearch={list.setSearch} {...search} />
            {toolbar}
            {onAdd && (
              <Button variant="primary" onClick={onAdd} className="text-nowrap">
                <i className="bi bi-plus-lg me-1" aria-hidden="true" />{addLabel}
              </Button>
            )}
          </div>
        </div>
      </Card.Header>
      <Card.Body className="p-0 position-relative" aria-busy={isFetching}>
        {isFetching && !isLoading && (
          <div className="list-refresh position-absolute top-0 start-50 translate-middle-x mt-5" role="status">
            <Spinner animation="border" size="sm" variant="primary" /><span className="visually-hidden">{ui.list.loading}</span>
          </div>
        )}
        <ScrollingTable labelledBy={titleId}>
          {/* A refresh shows its spinner; the rows stay at full contrast while it runs. */}
          <Table hover aria-labelledby={titleId} className="align-middle mb-0 list-table">
            <thead className="table-light">
              <tr>
                <th scope="col" className="text-center" style={{ width: '4rem' }}>{ui.list.no}</th>
                {columns.map((c) => <th scope="col" key={c.key} className={c.className}>{c.header}</th>)}
                {actions.length > 0 && <th scope="col" className="text-center" style={{ width: '1%' }}>{ui.list.actions}</th>}
              </tr>
            </thead>
            <tbody>
              {isLoading ? (
                <tr>
                  <td colSpan={span} className="text-center py-5 text-body-secondary" role="status">
                    <Spinner animation="border" variant="primary" className="mb-2" />
                    <div>{ui.list.loading}</div>
                  </td>
                </tr>
              ) : rows.length === 0 ? (
                <tr>
                  <td colSpan={span} className="text-center py-5 text-body-secondary">
                    <i className="bi bi-inbox fs-2 d-block mb-1" aria-hidden="true" />
                    {ui.list.empty}
                  </td>
                </tr>
              ) : (
                rows.map((row, i) => (
                  <tr key={rowKey ? rowKey(row) : defaultKey(row, i)}>
                    <td className="text-center text-body-secondary">{rowNumber(data!.limit, data!.page, i)}</td>
                    {columns.map((c) => <td key={c.key} className={cellClassOf(c)}>{c.render ? c.render(row) : cellOf(row, c.key)}</td>)}
                    {actions.length > 0 && <td className="text-center text-nowrap"><RowActions row={row} actions={actions} /></td>}
                  </tr>
                ))
              )}
            </tbody>
          </Table>
        </ScrollingTable>
      </Card.Body>
      <Card.Footer className="bg-body py-3">
        <Pagination
          page={list.page}
          pageTotal={pageTotal}
          limit={list.limit}
          length={data?.length ?? 0}
          exact={data?.length_exact !== false}
          busy={isFetching}
          onPage={(p) => list.setPage(p)}
          onLimit={list.setLimit}
        />
      </Card.Footer>
    </Card>
  );
}
