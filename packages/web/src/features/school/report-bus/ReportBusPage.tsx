import { ReportScreen } from '../../../ui/report/ReportScreen';
import { reportBusDeclaration } from './report-bus.declaration';

/** /operasional/laporan-bus (also /report/bus) */
export default function ReportBusPage() {
  return <ReportScreen declaration={reportBusDeclaration} />;
}
