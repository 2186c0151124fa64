import type { LatLngTuple } from 'leaflet';
import type { VehicleLocationWire } from '@halte/contract';
import { MapView } from '../../../../ui/map/MapView';
import { hasPosition, VehicleMarker } from '../../../school/tracking/VehicleMarker';

/** The buses serving a child on a map: each at its latest position, coloured by its state. */
export function ChildBusMap({ vehicles, now }: { vehicles: VehicleLocationWire[]; now: number }) {
  const located = vehicles.filter(hasPosition);
  if (!located.length) return null;
  const bounds = located.map((v): LatLngTuple => [v.declattitude, v.declongitude]);
  return (
    <MapView height={220} fitBounds={bounds} fitKey={located.map((v) => v.intid).join(',')} className="member-map">
      {located.map((v, i) => <VehicleMarker key={v.intid} vehicle={v} now={now} selected={i === 0} />)}
    </MapView>
  );
}
