import { Fragment, useMemo, useState, type Key, type ReactNode } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import type { LatLngTuple } from 'leaflet';
import { clusterPoints, type Footprint } from './clusterPoints';
import { ClusterMarker } from './ClusterMarker';

interface ClusterLayerProps<T> {
  items: readonly T[];
  positionOf: (item: T) => LatLngTuple;
  keyOf: (item: T) => Key;
  /** Listed in a cluster's popup when the map cannot zoom in further. */
  nameOf: (item: T) => string;
  /** The marker of an item that stands apart. */
  render: (item: T) => ReactNode;
  /** A cluster's accessible name, from its count. */
  clusterLabel: (count: number) => string;
  /** The screen box of one item's marker: items closer than it cluster, so markers never overlap. */
  footprint: Footprint;
}

/**
 * Markers that would overlap drawn as one cluster with their count, worked out again at every
 * zoom and whenever the items move. Distances are measured in the map's pixels at its zoom,
 * which panning does not change.
 */
export function ClusterLayer<T>({ items, positionOf, keyOf, nameOf, render, clusterLabel, footprint }: ClusterLayerProps<T>) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const groups = useMemo(
    () =>
      clusterPoints(
        items.map((item) => {
          const { x, y } = map.project(positionOf(item), zoom);
          return { x, y, item };
        }),
        footprint,
      ),
    [map, items, positionOf, zoom, footprint],
  );
  const deepest = zoom >= map.getMaxZoom();
  return (
    <>
      {groups.map((members) =>
        members.length === 1 ? (
          <Fragment key={keyOf(members[0])}>{render(members[0])}</Fragment>
        ) : (
          <ClusterMarker
            key={`cluster:${keyOf(members[0])}:${members.length}`}
            positions={members.map(positionOf)}
            label={clusterLabel(members.length)}
            names={deepest ? members.map(nameOf) : undefined}
          />
        ),
      )}
    </>
  );
}
