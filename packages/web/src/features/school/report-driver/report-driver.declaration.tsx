import { DRIVER_DETAIL_COLUMNS, DRIVER_REPORT, DRIVER_REPORT_COLUMNS, PERIOD_TYPES, type DriverReportRow, type TripWire } from '@halte/contract';
import type { ReportDeclaration } from '../../../ui/report/ReportScreen';
import { reports } from '../../../i18n/reports';

export const reportDriverDeclaration: ReportDeclaration<DriverReportRow, TripWire> = {
  title: DRIVER_REPORT.title,
  endpoint: '/report/driver',
  columns: DRIVER_REPORT_COLUMNS,
  // The file is one day's: the screen filters by one date.
  periods: [PERIOD_TYPES.date],
  detail: {
    title: (r) => reports.driverDetail(r.vcname, r.dtservice),
    endpoint: (r) => `/report/driver/detail/${r.intid}/${r.dtservice}`,
    columns: DRIVER_DETAIL_COLUMNS,
  },
  file: ({ q, from }) => ({ path: `/report/driver/export/${from ?? ''}`, query: { q } }),
  rowKey: (r) => `${r.dtservice}/${r.intid}`,
};
