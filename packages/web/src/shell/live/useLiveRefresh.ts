import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DATA_CHANGED, LIVE_TABLES, type DataChanged } from '@halte/contract';
import { refreshTables } from '../../api/liveRefresh';
import type { LiveEvents } from './useLiveSocket';

/**
 * Lists that refresh themselves: when the server announces changed tables, every query that
 * shows one of them is fetched again, so an operator sees another's change without reloading.
 * After a (re)connection everything shown is fetched again, since announcements made while
 * away were missed.
 */
export function useLiveRefresh(socket: LiveEvents | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const onChanged = (event: DataChanged) => void refreshTables(client, event.tables);
    const onConnect = () => void refreshTables(client, LIVE_TABLES);
    socket.on(DATA_CHANGED, onChanged);
    socket.on('connect', onConnect);
    return () => {
      socket.off(DATA_CHANGED, onChanged);
      socket.off('connect', onConnect);
    };
  }, [socket, client]);
}
