import { useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { useSession } from '../../api/session';
import { language } from '../../i18n/language';

/** What the shell's listeners need of the connection: its events and whether it is up. */
export type LiveEvents = Pick<Socket, 'on' | 'off' | 'connected'>;

/**
 * The shell's one Socket.IO connection for the signed-in session (notifications, changed
 * tables); null while signed out. Socket.IO reconnects by itself after an outage.
 */
export function useLiveSocket(): { socket: Socket | null; connected: boolean } {
  const token = useSession()?.token;
  const [socket, setSocket] = useState<Socket | null>(null);
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!token) return;
    const s = io({ path: '/socket.io', auth: { token, language: language() } });
    s.on('connect', () => setConnected(true));
    s.on('disconnect', () => setConnected(false));
    setSocket(s);
    return () => {
      s.disconnect();
      setSocket(null);
      setConnected(false);
    };
  }, [token]);
  return { socket, connected };
}
