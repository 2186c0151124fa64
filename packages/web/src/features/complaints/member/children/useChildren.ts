import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBER_CHILDREN_API, TRACKING_SUBSCRIBE, VEHICLE_POSITION, type MemberChildWire, type VehicleLocationWire } from '@halte/contract';
import { useApi } from '../../../../api/clientContext';
import { keyOf, readsOf } from '../../../../api/endpoints';
import { useMemberSocket } from '../session/useMemberSocket';

/** Today's rides are read again this often; the buses' positions come live over the socket. */
export const CHILDREN_REFRESH_MS = 60_000;
const KEY = keyOf(MEMBER_CHILDREN_API.list);

/** The children with each pushed vehicle's newer position in place of the one they held. */
function withPositions(children: MemberChildWire[], moved: VehicleLocationWire[]): MemberChildWire[] {
  const byId = new Map(moved.map((v) => [v.intid, v]));
  return children.map((c) => ({ ...c, kendaraan: c.kendaraan.map((v) => byId.get(v.intid) ?? v) }));
}

/**
 * The member's children with their bus and today's rides. The member's socket follows the
 * vehicles serving them (the server allows no other), so a bus moves on the map as it reports;
 * the subscription is made again after a reconnect and when the set of vehicles changes.
 */
export function useChildren() {
  const api = useApi();
  const client = useQueryClient();
  const socket = useMemberSocket();
  const children = useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }): Promise<MemberChildWire[]> => (await api.call(MEMBER_CHILDREN_API.list, {}, { signal })).data,
    meta: readsOf(MEMBER_CHILDREN_API.list),
    refetchInterval: CHILDREN_REFRESH_MS,
  });
  const vehicles = [...new Set(children.data?.flatMap((c) => c.kendaraan.map((v) => v.intid)))].sort().join(',');

  useEffect(() => {
    if (!socket || !vehicles) return;
    const subscribe = () => void socket.emit(TRACKING_SUBSCRIBE);
    const onPositions = (moved: VehicleLocationWire[]) => client.setQueryData<MemberChildWire[]>(KEY, (list) => list && withPositions(list, moved));
    socket.on('connect', subscribe);
    socket.on(VEHICLE_POSITION, onPositions);
    if (socket.connected) subscribe();
    return () => {
      socket.off('connect', subscribe);
      socket.off(VEHICLE_POSITION, onPositions);
    };
  }, [socket, client, vehicles]);

  return children;
}
