import { Table } from 'react-bootstrap';
import { labelsOf, routeBody, routePointBody, type RouteWire } from '@halte/contract';
import { DetailItems } from '../../../ui/DetailItems';
import { MapView } from '../../../ui/map/MapView';
import { locatedPoints, roadLine } from '../../../ui/map/routeLine';
import { ui } from '../../../i18n/ui';
import { routes } from '../../../i18n/routes';

const t = routes;
const label = labelsOf(routeBody);
const pointLabel = labelsOf(routePointBody);
const coordinate = (n: number | null) => (n === null ? ui.form.none : n.toFixed(6));

/** A route's Kode and Nama (read-only), its stops on the map in order, and the list of stops. */
export function RouteDetail({ route }: { route: RouteWire }) {
  const located = locatedPoints(route.titik_rute);
  // The generated road path when there is one; else straight lines between the stops.
  const path = route.titik_rute_map.length ? roadLine(route.titik_rute_map) : undefined;
  return (
    <div className="d-grid gap-3">
      <DetailItems items={[{ label: label.vckode, value: route.vckode, width: 4 }, { label: label.vcnama, value: route.vcnama, width: 8 }]} />
      <section aria-label={t.map}>
        <h2 className="h6 mb-2">{t.map}</h2>
        <MapView points={located} line={path} height={360} />
        {located.length === 0 && <p className="small text-body-secondary mt-2 mb-0">{t.noCoordinates}</p>}
      </section>
      <section aria-label={label.titik_rute}>
        <h2 className="h6 mb-2">{label.titik_rute} <span className="text-body-secondary fw-normal">({t.pointCount(route.titik_rute.length)})</span></h2>
        <Table size="sm" bordered striped className="mb-0">
          <thead className="table-light">
            <tr>
              <th scope="col" className="text-center" style={{ width: '3rem' }}>{ui.list.no}</th>
              <th scope="col">{pointLabel.vcnama}</th>
              <th scope="col" className="text-end">{pointLabel.declongitude}</th>
              <th scope="col" className="text-end">{pointLabel.declattitude}</th>
            </tr>
          </thead>
          <tbody>
            {route.titik_rute.map((p, i) => (
              <tr key={i}>
                <td className="text-center text-body-secondary">{i + 1}</td>
                <td>{p.vcnama}</td>
                <td className="text-end font-monospace small">{coordinate(p.declongitude)}</td>
                <td className="text-end font-monospace small">{coordinate(p.declattitude)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </section>
    </div>
  );
}
