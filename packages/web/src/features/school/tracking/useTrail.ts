import { useEffect, useMemo, useState } from 'react';
import { VEHICLE_LOCATION_API, VEHICLE_POSITION, type VehicleLocationWire } from '@halte/contract';
import type { LatLngTuple } from 'leaflet';
import { useRead } from '../../../api/queries';
import { useShellSocket } from '../../../shell/live/LiveSocketContext';

/** How far back the selected vehicle's trail reaches. */
const TRAIL_MINUTES = 30;
export const TRAIL_MS = TRAIL_MINUTES * 60_000;

interface Fix { at: number; point: LatLngTuple }

/**
 * The selected vehicle's trail of the last 30 minutes: the stored path of those minutes, then each position
 * pushed live, older fixes falling off as time passes.
 */
export function useTrail(vehicleId: number | null, now: number): LatLngTuple[] {
  const socket = useShellSocket();
  // The path of the trail's last minutes, which may begin before midnight.
  const day = useRead(VEHICLE_LOCATION_API.positions, { params: { id: vehicleId ?? 0 }, query: { menit: TRAIL_MINUTES } }, { enabled: vehicleId !== null });
  const [pushed, setPushed] = useState<Fix[]>([]);

  useEffect(() => {
    setPushed([]);
    if (!socket || vehicleId === null) return;
    const onPositions = (items: VehicleLocationWire[]) => {
      const mine = items.filter((p) => p.intid === vehicleId && p.dtwaktu && p.declattitude !== null && p.declongitude !== null);
      if (mine.length) setPushed((old) => [...old, ...mine.map((p): Fix => ({ at: Date.parse(p.dtwaktu!), point: [p.declattitude!, p.declongitude!] }))]);
    };
    socket.on(VEHICLE_POSITION, onPositions);
    return () => {
      socket.off(VEHICLE_POSITION, onPositions);
    };
  }, [socket, vehicleId]);

  return useMemo(() => {
    const stored = (day.data?.data.posisi ?? []).map((p): Fix => ({ at: Date.parse(p.dtwaktu), point: [p.declattitude, p.declongitude] }));
    const last = stored.at(-1)?.at ?? 0;
    return [...stored, ...pushed.filter((f) => f.at > last)]
      .filter((f) => now - f.at <= TRAIL_MS)
      .sort((a, b) => a.at - b.at)
      .map((f) => f.point);
  }, [day.data, pushed, now]);
}
