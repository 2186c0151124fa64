import { useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { useMemberSession } from './memberSession';
import { language } from '../../../../i18n/language';

/**
 * A Socket.IO connection made with the member's token (a member's connection: it hears only
 * this member's conversations); null while signed out. It reconnects by itself after an outage.
 */
export function useMemberSocket(): Socket | null {
  const token = useMemberSession()?.token;
  const [socket, setSocket] = useState<Socket | null>(null);
  useEffect(() => {
    if (!token) return;
    const s = io({ path: '/socket.io', auth: { token, language: language() } });
    setSocket(s);
    return () => {
      s.disconnect();
      setSocket(null);
    };
  }, [token]);
  return socket;
}
