import { useMemo } from 'react';
import { CrudScreen } from '../../../ui/CrudScreen';
import { useReportPeriod } from '../../../ui/report/useReportPeriod';
import { STUDENT_REPORT_PERIODS, reportStudentsDeclaration } from './report-students.declaration';

/** /operasional/laporan */
export default function ReportStudentsPage() {
  const period = useReportPeriod(STUDENT_REPORT_PERIODS);
  const declaration = useMemo(() => period && reportStudentsDeclaration(period), [period]);
  return declaration ? <CrudScreen declaration={declaration} /> : null;
}
