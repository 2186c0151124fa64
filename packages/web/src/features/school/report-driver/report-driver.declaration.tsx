import { DRIVER_DETAIL_COLUMNS, DRIVER_REPORT, DRIVER_REPORT_API, DRIVER_REPORT_COLUMNS, PERIOD_TYPES, type DriverReportRow, type TripWire } from '@halte/contract';
import { at } from '../../../api/endpoints';
import type { ReportDeclaration } from '../../../ui/report/ReportScreen';
import { reports } from '../../../i18n/reports';

export const reportDriverDeclaration: ReportDeclaration<DriverReportRow, TripWire> = {
  title: DRIVER_REPORT.title,
  endpoint: DRIVER_REPORT_API.list,
  columns: DRIVER_REPORT_COLUMNS,
  // The file is one day's: the screen filters by one date.
  periods: [PERIOD_TYPES.date],
  detail: {
    title: (r) => reports.driverDetail(r.vcname, r.dtservice),
    endpoint: (r) => at(DRIVER_REPORT_API.detail, { id: r.intid, date: r.dtservice }),
    columns: DRIVER_DETAIL_COLUMNS,
  },
  file: ({ q, from }) => ({ path: at(DRIVER_REPORT_API.export, { date: from ?? '' }), query: { q } }),
  rowKey: (r) => `${r.dtservice}/${r.intid}`,
};
