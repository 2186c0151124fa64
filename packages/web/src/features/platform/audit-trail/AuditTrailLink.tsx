import { Link } from 'react-router-dom';
import { auditTrailPath } from '@halte/contract';
import { useHasScreen } from '../../../shell/navigation';
import { admin } from '../../../i18n/admin';

/** `Riwayat Perubahan` of one record, in a dialog's footer; shown only to a role that may open the trail. */
export function AuditTrailLink({ entity, id }: { entity: string; id: number | string }) {
  if (!useHasScreen('admin.audit')) return null;
  return (
    <Link to={auditTrailPath(entity, id)} className="btn btn-outline-primary me-auto">
      <i className="bi bi-clock-history me-1" aria-hidden="true" />{admin.audit.openTrail}
    </Link>
  );
}
