import type { ReactNode } from 'react';
import { cellText, translate, type ReportColumns } from '@halte/contract';
import type { Column } from '../list/types';

/** Cells a screen draws otherwise (a status badge), by column key; the file keeps the declared value. */
export type CellRenders<Row> = Partial<Record<Extract<keyof Row, string>, (row: Row) => ReactNode>>;

/** A report's declared columns as the table's: the same labels, the same values as the file. */
export function tableColumns<Row>(columns: ReportColumns<Row>, timeZone: string, renders: CellRenders<Row> = {}): Column<Row>[] {
  return columns.map((c) => ({
    key: c.key,
    header: translate(c.label),
    className: c.type === 'number' ? 'text-end' : c.type === 'text' || c.type === 'term' ? undefined : 'text-nowrap',
    render: renders[c.key] ?? ((row: Row) => cellText(c, row, timeZone) || '-'),
  }));
}
