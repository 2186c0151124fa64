import L from 'leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

// Leaflet finds its default marker images by a CSS path that Vite's bundling breaks; point it
// at the bundled files instead, once, for every map of the app.
delete (L.Icon.Default.prototype as { _getIconUrl?: unknown })._getIconUrl;
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

/** A round marker showing its order number (a route's stops); the selected one stands out. */
export const numberedIcon = (n: number, selected = false) =>
  L.divIcon({
    className: selected ? 'map-number-icon map-number-icon--selected' : 'map-number-icon',
    html: `<span>${n}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
    popupAnchor: [0, -14],
  });

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The colour of a vehicle marker: moving, stopped, or no signal. */
export type VehicleTone = 'moving' | 'stopped' | 'no-signal';

/**
 * A vehicle on the live map: a round bus badge in its state's colour, an arrow for its heading
 * when known, and its plate underneath.
 */
export const vehicleIcon = (label: string, tone: VehicleTone, heading: number | null, selected = false) =>
  L.divIcon({
    className: `map-vehicle-icon map-vehicle-icon--${tone}${selected ? ' map-vehicle-icon--selected' : ''}`,
    html:
      (heading === null ? '' : `<span class="map-vehicle-icon__heading" style="transform: rotate(${Math.round(heading)}deg)"></span>`) +
      `<span class="map-vehicle-icon__badge"><i class="bi bi-bus-front"></i></span><span class="map-vehicle-icon__label">${escapeHtml(label)}</span>`,
    iconSize: [32, 32],
    iconAnchor: [16, 16],
    popupAnchor: [0, -16],
  });

/**
 * What a vehicle marker covers around its point: the badge, the heading arrow and the plate
 * underneath (at most 100 px wide, see map.scss). Two vehicles closer than this cluster.
 */
export const VEHICLE_FOOTPRINT = { width: 100, height: 64 } as const;

/**
 * Vehicles too close to draw apart: a round badge with their count, itself a button (Enter and
 * Space press it, as a click does) named for what it does.
 */
export const clusterIcon = (count: number, label: string) =>
  L.divIcon({
    className: 'map-cluster-icon',
    html: `<button type="button" class="map-cluster-icon__button" aria-label="${escapeHtml(label)}" title="${escapeHtml(label)}">${count}</button>`,
    iconSize: [40, 40],
    iconAnchor: [20, 20],
    popupAnchor: [0, -20],
  });

/** The start or the end of a day's path. */
export const endpointIcon = (kind: 'start' | 'end') =>
  L.divIcon({ className: `map-endpoint-icon map-endpoint-icon--${kind}`, html: '<span></span>', iconSize: [14, 14], iconAnchor: [7, 7] });
