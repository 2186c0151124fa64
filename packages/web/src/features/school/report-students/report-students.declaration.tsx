import { PERIOD_TYPES, STUDENT_REPORT, STUDENT_REPORT_API, STUDENT_REPORT_COLUMNS, type studentBody, type StudentReportRow } from '@halte/contract';
import type { CrudDeclaration } from '../../../ui/CrudScreen';
import type { ListFilters } from '../../../ui/list/listFilters';
import { ListExportButton } from '../../../ui/report/ListExportButton';
import { tableColumns } from '../../../ui/report/reportColumns';
import type { ReportPeriod } from '../../../ui/report/useReportPeriod';
import { nisnCell, studentFilters, studentForm } from '../students/students.declaration';

/** The period the rides are counted in; the screen opens on this month. */
export const STUDENT_REPORT_PERIODS = [PERIOD_TYPES.month, PERIOD_TYPES.date, PERIOD_TYPES.range] as const;

/**
 * Laporan Siswa: Data Siswa's form, detail and filters over the report's list, whose columns
 * (rides in the period included) are the file's.
 */
export function reportStudentsDeclaration(period: ReportPeriod): CrudDeclaration<StudentReportRow, typeof studentBody> {
  const filters: ListFilters = { ...studentFilters, period: period.filter };
  return {
    ...studentForm,
    title: STUDENT_REPORT.title,
    resource: STUDENT_REPORT_API,
    filters,
    columns: tableColumns(STUDENT_REPORT_COLUMNS, period.timeZone, { vckode: nisnCell }),
    toolbar: <ListExportButton path={STUDENT_REPORT_API.export} filters={filters} />,
  };
}
