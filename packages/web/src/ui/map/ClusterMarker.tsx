import { useMemo } from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import L, { type LatLngTuple } from 'leaflet';
import { clusterIcon } from './leafletIcons';

interface ClusterMarkerProps {
  /** Where its members are. */
  positions: LatLngTuple[];
  /** What the button says to a screen reader ('5 kendaraan — perbesar'). */
  label: string;
  /** At the deepest zoom, where nothing spreads any more: the members, listed in a popup instead. */
  names?: string[];
}

/** Several markers drawn as one count at their middle; pressing it zooms in until they spread. */
export function ClusterMarker({ positions, label, names }: ClusterMarkerProps) {
  const map = useMap();
  const centre = useMemo((): LatLngTuple => {
    const sum = positions.reduce(([lat, lng], [a, b]) => [lat + a, lng + b], [0, 0]);
    return [sum[0] / positions.length, sum[1] / positions.length];
  }, [positions]);
  const icon = useMemo(() => clusterIcon(positions.length, label), [positions.length, label]);
  const zoomIn = () => {
    if (!names) map.fitBounds(L.latLngBounds(positions), { padding: [64, 64], maxZoom: map.getMaxZoom() });
  };
  // The button inside the icon takes the keyboard; the marker's own focus would be a second stop.
  return (
    <Marker position={centre} icon={icon} keyboard={false} zIndexOffset={500} eventHandlers={{ click: zoomIn }}>
      {names && (
        <Popup>
          <ul className="map-cluster-list">
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </Popup>
      )}
    </Marker>
  );
}
