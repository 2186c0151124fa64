import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { io } from 'socket.io-client';
import { toast } from 'react-toastify';
import type { NotificationWire } from '@halte/contract';
import { useSession } from '../../api/session';
import { addIncoming } from './useNotifications';

/** Live notifications: one Socket.IO connection per signed-in session, event 'notification'. */
export function useNotificationSocket() {
  const token = useSession()?.token;
  const client = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const socket = io({ path: '/socket.io', auth: { token } });
    socket.on('notification', (n: NotificationWire) => {
      addIncoming(client, n);
      toast.info(n.title, { toastId: `notification-${n.intid}` });
    });
    return () => {
      socket.disconnect();
    };
  }, [token, client]);
}
