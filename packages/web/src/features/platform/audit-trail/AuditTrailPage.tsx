import { CrudScreen } from '../../../ui/CrudScreen';
import { auditTrailDeclaration } from './auditTrail.declaration';

/** /aplikasi/riwayat */
export default function AuditTrailPage() {
  return <CrudScreen declaration={auditTrailDeclaration} />;
}
