import { ReportScreen } from '../../../ui/report/ReportScreen';
import { reportDriverDeclaration } from './report-driver.declaration';

/** /operasional/laporan-sopir (also /report/driver) */
export default function ReportDriverPage() {
  return <ReportScreen declaration={reportDriverDeclaration} />;
}
