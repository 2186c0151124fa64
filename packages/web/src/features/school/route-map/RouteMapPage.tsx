import { useCallback } from 'react';
import { Card } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { LISTS_API, type Option } from '@halte/contract';
import { MapView } from '../../../ui/map/MapView';
import { SelectFilter } from '../../../ui/list/SelectFilter';
import type { SelectFieldDef } from '../../../ui/form/types';
import type { FilterValues } from '../../../ui/list/listFilters';
import { routeMap as t } from '../../../i18n/route-map';
import { RouteMapEditor } from './RouteMapEditor';

const routeField: SelectFieldDef = {
  name: 'id',
  type: 'select',
  label: t.route,
  placeholder: t.chooseRoute,
  choices: { endpoint: LISTS_API.route, map: (o: Option & { vckode?: string }) => ({ value: o.value, label: o.vckode ? `${o.vckode} — ${o.label}` : o.label }) },
};

/** /master/rute-map: choose a route (kept in the address as `?id=`), then edit it on the map. */
export default function RouteMapPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  const choose = useCallback(
    (patch: FilterValues) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (patch.id) next.set('id', patch.id);
        else next.delete('id');
        return next;
      }),
    [setParams],
  );

  return (
    <Card className="shadow-sm border-0">
      <Card.Header className="bg-body border-bottom-0 pt-3 pb-2">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <h1 className="h5 mb-0">{t.title}</h1>
          <div className="route-map__chooser"><SelectFilter field={routeField} value={id === undefined ? undefined : String(id)} onChange={choose} /></div>
        </div>
      </Card.Header>
      <Card.Body>
        {id === undefined ? (
          <div className="d-grid gap-3">
            <p className="mb-0 text-body-secondary">{t.chooseFirst}</p>
            <MapView height="clamp(280px, 50vh, 480px)" />
          </div>
        ) : (
          <RouteMapEditor id={id} />
        )}
      </Card.Body>
    </Card>
  );
}
