import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  TRACKING_SUBSCRIBE,
  TRACKING_UNSUBSCRIBE,
  VEHICLE_LOCATION_API,
  VEHICLE_POSITION,
  type AnswerOf,
  type TrackingAck,
  type VehicleLocationWire,
} from '@halte/contract';
import { keys, useRead } from '../../../api/queries';
import { useShellSocket } from '../../../shell/live/LiveSocketContext';

type Locations = AnswerOf<typeof VEHICLE_LOCATION_API.location>;

/** Whether positions arrive live: subscribed, still asking, or refused with the server's message. */
export type LiveState = { kind: 'live' } | { kind: 'waiting' } | { kind: 'refused'; message: string };

/** The newer of two records of one vehicle: a late, older position does not move it back. */
const newer = (a: VehicleLocationWire, b: VehicleLocationWire) => ((a.dtwaktu ?? '') >= (b.dtwaktu ?? '') ? a : b);

/** The list with the pushed positions applied; vehicles not listed (another selection) are left out. */
export function applyPositions(list: VehicleLocationWire[], pushed: VehicleLocationWire[]): VehicleLocationWire[] {
  const byId = new Map(pushed.map((p) => [p.intid, p]));
  return list.map((v) => (byId.has(v.intid) ? newer(byId.get(v.intid)!, v) : v));
}

/**
 * The fleet (or one vehicle) where it is now: `GET /vehicles/location`, then kept current by
 * `vehicle:position` over the shell's connection. The subscription is made again after every
 * reconnection; the list itself is read again then too (the shell refreshes every query of the
 * vehicles' tables), so positions missed while away are not lost.
 */
export function useVehicleLocations(vehicleId: number | null) {
  const socket = useShellSocket();
  const client = useQueryClient();
  const intid = vehicleId ?? 0;
  const query = useRead(VEHICLE_LOCATION_API.location, { query: { intid } }, { quiet: true });
  const [live, setLive] = useState<LiveState>({ kind: 'waiting' });

  useEffect(() => {
    if (!socket) return;
    const key = keys.read(VEHICLE_LOCATION_API.location, { intid });
    const subscribe = () => {
      setLive({ kind: 'waiting' });
      socket.emit(TRACKING_SUBSCRIBE, { intid }, (ack: TrackingAck) => {
        setLive(ack.ok ? { kind: 'live' } : { kind: 'refused', message: ack.message });
        // Read after joining, so a position stored between the first read and the join is not missed.
        if (ack.ok) void client.invalidateQueries({ queryKey: key });
      });
    };
    const onPositions = (pushed: VehicleLocationWire[]) =>
      client.setQueryData<Locations>(key, (list) => (list ? { ...list, data: applyPositions(list.data, pushed) } : list));
    const onDisconnect = () => setLive({ kind: 'waiting' });
    socket.on(VEHICLE_POSITION, onPositions);
    socket.on('connect', subscribe);
    socket.on('disconnect', onDisconnect);
    if (socket.connected) subscribe();
    return () => {
      socket.off(VEHICLE_POSITION, onPositions);
      socket.off('connect', subscribe);
      socket.off('disconnect', onDisconnect);
      socket.emit(TRACKING_UNSUBSCRIBE);
    };
  }, [socket, client, intid]);

  return { vehicles: query.data?.data, isLoading: query.isLoading, isError: query.isError, live };
}
