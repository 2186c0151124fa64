import { useEffect, useMemo, type MouseEvent, type ReactNode } from 'react';
import 'leaflet/dist/leaflet.css';
import './map.scss';
import { MapContainer, Marker, Polyline, TileLayer, Tooltip, ZoomControl, useMap, useMapEvents } from 'react-leaflet';
import L, { type LatLngTuple } from 'leaflet';
import { useAppConfig } from '../../shell/appConfig';
import { numberedIcon } from './leafletIcons';
import { SettleZoomOnRemoval } from './SettleZoomOnRemoval';
import { ui } from '../../i18n/ui';

/** The product's map: centred on Tuban, zoom 14, no scroll-wheel zoom. */
export const DEFAULT_CENTER: LatLngTuple = [-6.8837, 112.0452];
export const DEFAULT_ZOOM = 14;
const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export interface MapPoint {
  lat: number;
  lng: number;
  label: string;
  /** The number on its marker: its place in `points` (from 1) unless given (a stop without coordinates is skipped). */
  n?: number;
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
  /** Fits only when this changes (a route chosen, vehicles first known), not on every change of the drawing (a point dragged, a vehicle moving). */
  fitKey?: string;
  /** What to fit instead of the points and the line (the live map's vehicles). */
  fitBounds?: LatLngTuple[];
  /** The line is a draft (straight between stops, not a road): drawn dashed. */
  dashedLine?: boolean;
  /** The point (index in `points`) drawn as selected. */
  selected?: number;
  /** Makes the markers draggable; called with the point's index and where it was dropped. */
  onPointMove?: (index: number, at: LatLngTuple) => void;
  /** A click on the map itself (a crosshair cursor shows it places something). */
  onMapClick?: (at: LatLngTuple) => void;
  className?: string;
  /** The element (by id) saying in text what the map shows: the map names it and links to it. */
  textAlternative?: { id: string; label: string };
}

/** Keeps the view on what is drawn when the drawing (or `fitKey`) changes. */
function FitTo({ bounds, fitKey }: { bounds: LatLngTuple[]; fitKey?: string }) {
  const map = useMap();
  const key = fitKey ?? JSON.stringify(bounds);
  useEffect(() => {
    if (bounds.length === 1) map.setView(bounds[0], Math.max(map.getZoom(), DEFAULT_ZOOM));
    else if (bounds.length > 1) map.fitBounds(L.latLngBounds(bounds), { padding: [32, 32], maxZoom: 17 });
    // The key stands for the coordinates, or for what the caller wants shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

function ClickTo({ onClick }: { onClick: (at: LatLngTuple) => void }) {
  useMapEvents({ click: (e) => onClick([e.latlng.lat, e.latlng.lng]) });
  return null;
}

/** A link, shown when focused, that moves the keyboard to the map's text alternative. */
function TextAlternativeLink({ id, label }: { id: string; label: string }) {
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    document.getElementById(id)?.focus();
  };
  return <a id={`${id}-link`} href={`#${id}`} className="map-view__alternative visually-hidden-focusable" onClick={go}>{label}</a>;
}

/** A Leaflet map with the configured tiles, numbered stops and an optional path. */
export function MapView({ points = [], line, children, height = 400, fit = true, fitKey, fitBounds, dashedLine, selected, onPointMove, onMapClick, className, textAlternative }: MapViewProps) {
  const config = useAppConfig();
  const stops = useMemo(() => points.map((p): LatLngTuple => [p.lat, p.lng]), [points]);
  const path = line ?? stops;
  const center = (config?.map.center as LatLngTuple | undefined) ?? DEFAULT_CENTER;
  return (
    <div className={`map-view rounded-3 overflow-hidden border ${onMapClick ? 'map-view--placing' : ''} ${className ?? ''}`} style={{ height }} role="region" aria-label={ui.map.label} aria-describedby={textAlternative && `${textAlternative.id}-link`}>
      {textAlternative && <TextAlternativeLink {...textAlternative} />}
      <MapContainer center={center} zoom={config?.map.zoom ?? DEFAULT_ZOOM} scrollWheelZoom={false} zoomControl={false} style={{ height: '100%', width: '100%' }}>
        {/* Leaflet's own buttons are named in English. */}
        <ZoomControl zoomInTitle={ui.map.zoomIn} zoomOutTitle={ui.map.zoomOut} />
        <TileLayer url={config?.map.tile_url ?? OSM_TILES} attribution={config?.map.tile_attribution ?? '&copy; OpenStreetMap'} />
        {path.length > 1 && <Polyline positions={path} pathOptions={{ color: '#2c7be5', weight: 4, opacity: 0.8, dashArray: dashedLine ? '8 8' : undefined }} />}
        {points.map((p, i) => {
          const title = ui.map.point(p.n ?? i + 1, p.label);
          const moved = onPointMove && {
            dragend: (e: L.LeafletEvent) => {
              const at = (e.target as L.Marker).getLatLng();
              onPointMove(i, [at.lat, at.lng]);
            },
          };
          return (
            <Marker
              key={`${i}-${p.lat}-${p.lng}`}
              position={[p.lat, p.lng]}
              icon={numberedIcon(p.n ?? i + 1, i === selected)}
              title={title}
              zIndexOffset={i === selected ? 1000 : 0}
              draggable={!!onPointMove}
              eventHandlers={moved}
            >
              <Tooltip direction="top" offset={[0, -12]}>{title}</Tooltip>
            </Marker>
          );
        })}
        {onMapClick && <ClickTo onClick={onMapClick} />}
        {children}
        <SettleZoomOnRemoval />
        {fit && <FitTo bounds={fitBounds ?? [...stops, ...(line ?? [])]} fitKey={fitKey} />}
      </MapContainer>
    </div>
  );
}
