import { createContext, useContext } from 'react';
import type { Socket } from 'socket.io-client';

/** The shell's one Socket.IO connection, for screens that follow events of their own (the live map). */
export const LiveSocketContext = createContext<Socket | null>(null);

/** The shell's connection; null while signed out or before it is opened. */
export const useShellSocket = () => useContext(LiveSocketContext);
