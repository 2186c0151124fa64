import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { io } from 'socket.io-client';
import { toast } from 'react-toastify';
import type { NotificationWire } from '@halte/contract';
import { useSession } from '../../api/session';
import { addIncoming, NOTIFICATIONS_KEY } from './useNotifications';

/**
 * Live notifications: one Socket.IO connection per signed-in session, event 'notification'.
 * On each (re)connection the lists are fetched again, so nothing sent while away is missed.
 * Returns whether the connection is up.
 */
export function useNotificationSocket(): boolean {
  const token = useSession()?.token;
  const client = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!token) return;
    const socket = io({ path: '/socket.io', auth: { token } });
    socket.on('connect', () => {
      setConnected(true);
      void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    });
    socket.on('disconnect', () => setConnected(false));
    socket.on('notification', (n: NotificationWire) => {
      addIncoming(client, n);
      toast.info(n.title, { toastId: `notification-${n.intid}` });
    });
    return () => {
      socket.disconnect();
      setConnected(false);
    };
  }, [token, client]);
  return connected;
}
