import { useState } from 'react';
import { Alert, Button, Col, Row, Spinner } from 'react-bootstrap';
import type { LatLngTuple } from 'leaflet';
import { labelsOf, routeBody, type RouteWire } from '@halte/contract';
import { DetailItems } from '../../../ui/DetailItems';
import { MapView } from '../../../ui/map/MapView';
import { locatedPoints } from '../../../ui/map/routeLine';
import { routeMap as t } from '../../../i18n/route-map';
import { PointList } from './PointList';
import './route-map.scss';
import { isLocated, useRouteDraft } from './useRouteDraft';

const label = labelsOf(routeBody);

interface RouteMapFormProps {
  route: RouteWire;
  /** The stops may be placed and moved (the role may change the route itself). */
  editable: boolean;
  onSaved?: (route: RouteWire) => void;
}

/**
 * One route on the map: Kode and Nama read-only, the stops listed and numbered on the map,
 * a click placing the selected stop and a drag moving one, 'Generate Rute' drawing the road line
 * and 'Simpan' keeping stops and line.
 */
export function RouteMapForm({ route: loaded, editable, onSaved }: RouteMapFormProps) {
  const { route, draft, located, changed, busy, place, generate, generating, save, saving } = useRouteDraft(loaded, onSaved);
  const firstUnplaced = draft.points.findIndex((p) => !isLocated(p));
  const [selected, setSelected] = useState(Math.max(0, firstUnplaced));
  const canEdit = editable && !busy;

  /** Places the selected stop, then selects the next one still without coordinates. */
  const placeSelected = (at: LatLngTuple) => {
    place(selected, at);
    const order = draft.points.map((_, i) => (selected + 1 + i) % draft.points.length);
    const next = order.find((i) => i !== selected && !isLocated(draft.points[i]));
    if (next !== undefined) setSelected(next);
  };

  const markers = locatedPoints(draft.points);
  const line = draft.path.length > 1 ? draft.path.map(([lng, lat]): LatLngTuple => [lat, lng]) : undefined;
  const skipped = draft.points.length - located.length;
  const result = draft.generated;

  return (
    <div className="route-map d-grid gap-3">
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3">
        <div className="flex-grow-1">
          <DetailItems items={[{ label: label.vckode, value: route.vckode, width: 4 }, { label: label.vcnama, value: route.vcnama, width: 8 }]} />
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-primary" onClick={() => generate()} disabled={busy || located.length < 2}>
            {generating ? <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" /> : <i className="bi bi-signpost-split me-2" aria-hidden="true" />}
            {generating ? t.generating : t.generate}
          </Button>
          <Button variant="primary" className="px-4" onClick={() => save()} disabled={busy || !changed}>
            {saving && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
            {saving ? t.saving : t.save}
          </Button>
        </div>
      </div>

      <div aria-live="polite" className="d-grid gap-1">
        {result?.message && <Alert variant="warning" className="mb-1 py-2"><i className="bi bi-exclamation-triangle me-2" aria-hidden="true" />{result.message}</Alert>}
        {result && <p className="mb-0 small fw-medium">{t.summary(result.distance_m, result.duration_s, result.provider === 'straight')}</p>}
        {!result && draft.pointsChanged && <p className="mb-0 small text-body-secondary">{t.stale}</p>}
        {!result && !draft.pointsChanged && <p className="mb-0 small text-body-secondary">{draft.path.length ? t.savedLine(draft.path.length) : t.noLine}</p>}
        {located.length < 2 ? <p className="mb-0 small text-warning-emphasis">{t.needTwo}</p> : skipped > 0 && <p className="mb-0 small text-body-secondary">{t.skipped(skipped)}</p>}
      </div>

      <Row className="g-3">
        <Col lg={4} xl={3}>
          <h2 className="h6 mb-2">{t.points}</h2>
          <PointList points={draft.points} selected={selected} onSelect={editable ? setSelected : undefined} />
        </Col>
        <Col lg={8} xl={9} className="d-grid gap-2 align-content-start">
          <MapView
            points={markers}
            line={line}
            dashedLine={!line}
            height="clamp(300px, 55vh, 540px)"
            fitKey={String(route.intid)}
            selected={editable ? markers.findIndex((m) => m.index === selected) : undefined}
            onPointMove={canEdit ? (i, at) => place(markers[i].index, at) : undefined}
            onMapClick={canEdit && draft.points.length ? placeSelected : undefined}
          />
          <p className="small text-body-secondary mb-0">{editable ? t.help : t.readOnlyPoints}</p>
        </Col>
      </Row>
    </div>
  );
}
