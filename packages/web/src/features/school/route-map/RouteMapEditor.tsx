import { Spinner } from 'react-bootstrap';
import { ROUTES_API, type RouteWire } from '@halte/contract';
import { useRecord } from '../../../api/queries';
import { useHasScreen } from '../../../shell/navigation';
import { routeMap as t } from '../../../i18n/route-map';
import { RouteMapForm } from './RouteMapForm';

/**
 * Loads a route and edits it on the map. Moving stops saves the route itself (`PUT /routes/{id}`),
 * which only the Data Rute screen's roles may do; the others generate and save the line alone.
 */
export function RouteMapEditor({ id, onSaved }: { id: number; onSaved?: (route: RouteWire) => void }) {
  const record = useRecord<RouteWire>(ROUTES_API.get, id);
  const editable = useHasScreen('master.routes');
  if (!record.data) {
    return (
      <div className="text-center py-5 text-body-secondary" aria-busy={record.isLoading}>
        {record.isLoading && <Spinner animation="border" variant="primary" role="status" className="mb-2" />}
        {record.isLoading && <div>{t.loading}</div>}
      </div>
    );
  }
  // Keyed by the route: another route starts a new draft; a refetch of this one does not reset it.
  return <RouteMapForm key={id} route={record.data} editable={editable} onSaved={onSaved} />;
}
