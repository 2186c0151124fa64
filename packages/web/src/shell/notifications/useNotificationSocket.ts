import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../ui/toast/toast';
import type { NotificationWire } from '@halte/contract';
import type { LiveEvents } from '../live/useLiveSocket';
import { addIncoming, NOTIFICATIONS_KEY } from './useNotifications';

/**
 * Live notifications over the shell's connection, event 'notification'. On each
 * (re)connection the lists are fetched again, so nothing sent while away is missed.
 */
export function useNotificationSocket(socket: LiveEvents | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const onConnect = () => void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    const onNotification = (n: NotificationWire) => {
      addIncoming(client, n);
      toast.info(n.title, { toastId: `notification-${n.intid}` });
    };
    socket.on('connect', onConnect);
    socket.on('notification', onNotification);
    return () => {
      socket.off('connect', onConnect);
      socket.off('notification', onNotification);
    };
  }, [socket, client]);
}
