import { useEffect, useMemo, type ReactNode } from 'react';
import 'leaflet/dist/leaflet.css';
import './map.scss';
import { MapContainer, Marker, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import L, { type LatLngTuple } from 'leaflet';
import { useAppConfig } from '../../shell/appConfig';
import { numberedIcon } from './leafletIcons';
import { ui } from '../../i18n/ui';

/** The product's map: centred on Tuban, zoom 14, no scroll-wheel zoom. */
export const DEFAULT_CENTER: LatLngTuple = [-6.8837, 112.0452];
export const DEFAULT_ZOOM = 14;
const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export interface MapPoint {
  lat: number;
  lng: number;
  label: string;
}

export interface MapViewProps {
  /** Stops drawn as markers numbered 1, 2, 3… in this order. */
  points?: MapPoint[];
  /** A line through these [lat, lng] pairs; by default through the numbered points. */
  line?: LatLngTuple[];
  /** Other layers (a tracked vehicle's marker…). */
  children?: ReactNode;
  height?: number | string;
  /** Zooms to show every point and the line (on by default). */
  fit?: boolean;
  className?: string;
}

/** Keeps the view on what is drawn when the drawing changes. */
function FitTo({ bounds }: { bounds: LatLngTuple[] }) {
  const map = useMap();
  const key = JSON.stringify(bounds);
  useEffect(() => {
    if (bounds.length === 1) map.setView(bounds[0], Math.max(map.getZoom(), DEFAULT_ZOOM));
    else if (bounds.length > 1) map.fitBounds(L.latLngBounds(bounds), { padding: [32, 32], maxZoom: 17 });
    // The key stands for the coordinates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

/** A Leaflet map with the configured tiles, numbered stops and an optional path. */
export function MapView({ points = [], line, children, height = 400, fit = true, className }: MapViewProps) {
  const config = useAppConfig();
  const stops = useMemo(() => points.map((p): LatLngTuple => [p.lat, p.lng]), [points]);
  const path = line ?? stops;
  const center = (config?.map.center as LatLngTuple | undefined) ?? DEFAULT_CENTER;
  return (
    <div className={`map-view rounded-3 overflow-hidden border ${className ?? ''}`} style={{ height }} role="region" aria-label={ui.map.label}>
      <MapContainer center={center} zoom={config?.map.zoom ?? DEFAULT_ZOOM} scrollWheelZoom={false} style={{ height: '100%', width: '100%' }}>
        <TileLayer url={config?.map.tile_url ?? OSM_TILES} attribution={config?.map.tile_attribution ?? '&copy; OpenStreetMap'} />
        {path.length > 1 && <Polyline positions={path} pathOptions={{ color: '#2c7be5', weight: 4, opacity: 0.8 }} />}
        {points.map((p, i) => (
          <Marker key={`${i}-${p.lat}-${p.lng}`} position={[p.lat, p.lng]} icon={numberedIcon(i + 1)} title={ui.map.point(i + 1, p.label)}>
            <Tooltip direction="top" offset={[0, -12]}>{ui.map.point(i + 1, p.label)}</Tooltip>
          </Marker>
        ))}
        {children}
        {fit && <FitTo bounds={[...stops, ...(line ?? [])]} />}
      </MapContainer>
    </div>
  );
}
