import { BUS_DETAIL_COLUMNS, BUS_REPORT, BUS_REPORT_API, BUS_REPORT_COLUMNS, PERIOD_TYPES, type BoardingWire, type BusReportRow } from '@halte/contract';
import { at } from '../../../api/endpoints';
import type { ReportDeclaration } from '../../../ui/report/ReportScreen';
import { TripStatusBadge } from './TripStatusBadge';
import { reports } from '../../../i18n/reports';

export const reportBusDeclaration: ReportDeclaration<BusReportRow, BoardingWire> = {
  title: BUS_REPORT.title,
  endpoint: BUS_REPORT_API.list,
  columns: BUS_REPORT_COLUMNS,
  render: { vcstatus: (r) => <TripStatusBadge status={r.intstatus} text={r.vcstatus} /> },
  periods: [PERIOD_TYPES.date, PERIOD_TYPES.range, PERIOD_TYPES.month],
  detail: {
    title: (r) => reports.busDetail(r.vcnopol, r.dtservice),
    endpoint: (r) => at(BUS_REPORT_API.detail, { id: r.intid, date: r.dtservice }),
    columns: BUS_DETAIL_COLUMNS,
  },
  file: ({ q, rt, from, to, m, y }) => ({ path: BUS_REPORT_API.export, query: { q, rt, from, to, m, y } }),
  rowKey: (r) => `${r.dtservice}/${r.intid}`,
};
