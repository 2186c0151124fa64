import { Badge } from 'react-bootstrap';
import { ROUTES_API, labelsOf, routeBody, type RouteListWire, type RouteWire } from '@halte/contract';
import type { CrudDeclaration } from '../../../ui/CrudScreen';
import type { Values } from '../../../ui/form/types';
import { RouteDetail } from './RouteDetail';
import { routes } from '../../../i18n/routes';

const t = routes;
const label = labelsOf(routeBody);

/** The form edits coordinates as text; empty stays empty. */
const asText = (n: number | null) => (n === null ? '' : String(n));

// The list answers RouteListWire rows; the record (detail, edit) is a RouteWire.
export const routesDeclaration: CrudDeclaration<RouteListWire, typeof routeBody> = {
  title: t.title,
  entity: t.entity,
  resource: ROUTES_API,
  columns: [
    { key: 'vckode', header: label.vckode, render: (r) => <code className="fs-6 text-body">{r.vckode}</code> },
    { key: 'vcnama', header: label.vcnama, render: (r) => <span className="fw-medium">{r.vcnama}</span> },
    {
      key: 'intjumlah_titik',
      header: label.titik_rute,
      render: (r) => <Badge bg="primary-subtle" text="primary" pill><i className="bi bi-geo-alt me-1" aria-hidden="true" />{t.pointCount(r.intjumlah_titik)}</Badge>,
    },
  ],
  fields: [
    { name: 'vckode', type: 'text', width: 4 },
    { name: 'vcnama', type: 'text', width: 8 },
    {
      name: 'titik_rute',
      type: 'repeat',
      help: t.pointsHelp,
      addLabel: t.addPoint,
      removeLabel: t.removePoint,
      empty: t.noPoints,
      item: [
        { name: 'vcnama', type: 'text', width: 6 },
        { name: 'declongitude', type: 'number', width: 3 },
        { name: 'declattitude', type: 'number', width: 3 },
      ],
    },
  ],
  schema: routeBody,
  toForm: (record) => {
    const r = record as unknown as RouteWire;
    return {
      vckode: r.vckode,
      vcnama: r.vcnama,
      titik_rute: r.titik_rute.map((p): Values => ({ vcnama: p.vcnama, declongitude: asText(p.declongitude), declattitude: asText(p.declattitude) })),
    };
  },
  renderDetail: (record) => <RouteDetail route={record as unknown as RouteWire} />,
  size: 'lg',
  describe: (r) => `${r.vckode} — ${r.vcnama}`,
};
