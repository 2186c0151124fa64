import { useState } from 'react';
import type { Endpoint, PeriodType, ReportColumns } from '@halte/contract';
import type { Source } from '../../api/endpoints';
import { ListPage } from '../list/ListPage';
import { PERIOD_KEYS, type FilterValues } from '../list/listFilters';
import { useListState } from '../list/useListState';
import { ExportButton } from './ExportButton';
import { ReportDetailDialog } from './ReportDetailDialog';
import { tableColumns, type CellRenders } from './reportColumns';
import { useReportPeriod } from './useReportPeriod';
import { ui } from '../../i18n/ui';

/** A report screen, declared: its columns come from the contract, as the file's do. */
export interface ReportDeclaration<Row, Detail> {
  title: string;
  /** The page's call, `?q&rt&from&to&m&y&page&limit`. */
  endpoint: Endpoint;
  columns: ReportColumns<Row>;
  render?: CellRenders<Row>;
  /** The period kinds offered; the first is the one a screen opens with (today). */
  periods: readonly [PeriodType, ...PeriodType[]];
  detail: {
    title: (row: Row) => string;
    endpoint: (row: Row) => Source;
    columns: ReportColumns<Detail>;
  };
  /** The file of the filters on screen. */
  file: (filters: FilterValues & { q: string }) => { path: Source; query: Record<string, string | undefined> };
  rowKey: (row: Row) => string;
}

/**
 * The report layout: keyword and period (kept in the address as `q, rt, from, to, m, y, page`;
 * today when the address names none), the paged table, a detail dialog per row and the Excel
 * download of the same filters.
 */
export function ReportScreen<Row, Detail>({ declaration: d }: { declaration: ReportDeclaration<Row, Detail> }) {
  // Today and the times are the server's: nothing is shown or written before its zone is known.
  const period = useReportPeriod(d.periods);
  const list = useListState(PERIOD_KEYS);
  const [open, setOpen] = useState<Row | null>(null);

  if (!period) return null;
  const { timeZone } = period;
  const file = d.file({ ...list.filters, q: list.q });
  return (
    <>
      <ListPage<Row>
        title={d.title}
        endpoint={d.endpoint}
        columns={tableColumns(d.columns, timeZone, d.render)}
        rowKey={d.rowKey}
        filters={{ period: period.filter }}
        actions={[{ key: 'detail', label: ui.list.detail, icon: 'bi-eye', tone: 'info', onClick: setOpen }]}
        toolbar={<ExportButton path={file.path} query={file.query} />}
      />
      <ReportDetailDialog
        title={open ? d.detail.title(open) : ''}
        endpoint={open ? d.detail.endpoint(open) : null}
        columns={d.detail.columns}
        timeZone={timeZone}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
