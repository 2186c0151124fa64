import { useMemo } from 'react';
import { Alert } from 'react-bootstrap';
import { Polyline } from 'react-leaflet';
import type { LatLngTuple } from 'leaflet';
import { ROUTES_API, vehicleStateOf, type RouteWire, type VehicleState } from '@halte/contract';
import { useRecord } from '../../../api/queries';
import { MapView } from '../../../ui/map/MapView';
import { ClusterLayer } from '../../../ui/map/ClusterLayer';
import { VEHICLE_FOOTPRINT } from '../../../ui/map/leafletIcons';
import { tracking as t } from '../../../i18n/tracking';
import { useNow } from '../../../ui/useNow';
import { useTrail } from './useTrail';
import { useVehicleLocations, type LiveState } from './useVehicleLocations';
import { VehicleMarker, hasPosition, toneOf, type Located } from './VehicleMarker';
import { VehicleTable } from './VehicleTable';

const STATES: VehicleState[] = [1, 2, 3];
const positionOf = (v: Located): LatLngTuple => [v.declattitude, v.declongitude];
const keyOf = (v: Located) => v.intid;
const plateOf = (v: Located) => v.vcnopol;

/** Counts per state, and whether positions arrive live. */
function Legend({ counts, live }: { counts: Record<VehicleState, number>; live: LiveState }) {
  return (
    <div className="tracking-legend" aria-label={t.legend}>
      <ul className="tracking-legend__states">
        {STATES.map((s) => (
          <li key={s} className={`vehicle-tone--${toneOf(s)}`} data-testid={`legend-${toneOf(s)}`}>
            <span className="vehicle-dot" aria-hidden="true" /> {t.stateCount(t.states[s], counts[s])}
          </li>
        ))}
      </ul>
      <span className={`tracking-legend__live tracking-legend__live--${live.kind}`} role="status">
        <i className={`bi ${live.kind === 'live' ? 'bi-broadcast' : 'bi-hourglass-split'} me-1`} aria-hidden="true" />
        {live.kind === 'live' ? t.connection.live : live.kind === 'waiting' ? t.connection.waiting : live.message}
      </span>
    </div>
  );
}

/** The table that says in text what the map draws. */
const VEHICLE_TABLE_ID = 'tracking-vehicles';

/**
 * The live map: a marker per vehicle in its state's colour, gliding as positions arrive, and
 * vehicles too close to tell apart clustered with their count; with one vehicle chosen, its
 * route line and its trail of the last 30 minutes. Below it, every vehicle in a table, those
 * that never reported included.
 */
export function LiveMap({ vehicleId, onSelect }: { vehicleId: number | null; onSelect: (id: number) => void }) {
  const now = useNow();
  const { vehicles, isError, live } = useVehicleLocations(vehicleId);
  const selected = vehicleId === null ? undefined : vehicles?.find((v) => v.intid === vehicleId);
  const route = useRecord<RouteWire>(ROUTES_API.get, selected?.intrute_angkutan_id);
  const trail = useTrail(vehicleId, now);

  const located = useMemo(() => (vehicles ?? []).filter(hasPosition), [vehicles]);
  const counts = useMemo(() => {
    const c: Record<VehicleState, number> = { 1: 0, 2: 0, 3: 0 };
    for (const v of vehicles ?? []) c[vehicleStateOf(v, now)] += 1;
    return c;
  }, [vehicles, now]);
  const routeLine = useMemo(
    () => (route.data?.titik_rute_map.length ? route.data.titik_rute_map.map((p): LatLngTuple => [p.declattitude, p.declongitude]) : undefined),
    [route.data],
  );
  // Zoom to the fleet (or the chosen vehicle and its route) once it is known, not at every move.
  const bounds = useMemo(
    () => [...located.map(positionOf), ...(routeLine ?? [])],
    [located, routeLine],
  );
  const fitKey = `${vehicleId ?? 'all'}:${vehicles ? located.length > 0 : 'loading'}:${routeLine ? 'route' : ''}`;

  return (
    <div className="d-grid gap-3">
      <Legend counts={counts} live={live} />
      {isError && <Alert variant="warning" className="mb-0">{t.loadFailed}</Alert>}
      <MapView line={routeLine} fitBounds={bounds} fitKey={fitKey} height="min(68vh, 640px)" className="tracking-map" textAlternative={{ id: VEHICLE_TABLE_ID, label: t.table.alternative }}>
        {trail.length > 1 && <Polyline positions={trail} pathOptions={{ color: '#e8590c', weight: 5, opacity: 0.85 }} />}
        <ClusterLayer
          items={located}
          positionOf={positionOf}
          keyOf={keyOf}
          nameOf={plateOf}
          render={(v) => <VehicleMarker vehicle={v} now={now} selected={v.intid === vehicleId} />}
          clusterLabel={t.cluster}
          footprint={VEHICLE_FOOTPRINT}
        />
      </MapView>
      {vehicles && <VehicleTable id={VEHICLE_TABLE_ID} vehicles={vehicles} now={now} selectedId={vehicleId} onSelect={onSelect} />}
    </div>
  );
}
