import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { READ_EVENT, TYPING_EVENT, TYPING_SHOWN_MS, type ConversationMessageWire, type ReadSignal, type TypingSignal } from '@halte/contract';
import { useShellSocket } from '../../../shell/live/LiveSocketContext';
import { threadKey, useAddToThread, useMemberRead } from './useConversation';

/**
 * Follows one conversation over the shell's connection: its messages arrive on the event named
 * by its `token_admin` and go into the thread (once, however many times they arrive); the
 * member typing arrives as `typing` and their reading as `read`, with that token. A member's
 * message shown here is read again with the thread, so the member sees it read. Answers whether
 * the member is typing now. After a reconnection the thread is read again, since pushes made
 * while away were missed.
 */
export function useLiveThread(id: number, tokenAdmin: string | undefined): boolean {
  const socket = useShellSocket();
  const client = useQueryClient();
  const add = useAddToThread(id);
  const read = useMemberRead(id);
  const [typing, setTyping] = useState(false);

  useEffect(() => {
    if (!socket || !tokenAdmin) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopTyping = () => {
      clearTimeout(timer);
      setTyping(false);
    };
    const onMessage = (message: ConversationMessageWire) => {
      if (message.intconverstion_id !== id) return;
      add(message);
      if (message.intis_admin === 1) return;
      stopTyping();
      void client.invalidateQueries({ queryKey: threadKey(id) });
    };
    const onRead = (signal: ReadSignal) => {
      if (signal?.token === tokenAdmin) read(signal.dtread);
    };
    const onTyping = (signal: TypingSignal) => {
      if (signal?.token !== tokenAdmin) return;
      clearTimeout(timer);
      setTyping(true);
      timer = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
    };
    const onConnect = () => void client.invalidateQueries({ queryKey: threadKey(id) });
    socket.on(tokenAdmin, onMessage);
    socket.on(TYPING_EVENT, onTyping);
    socket.on(READ_EVENT, onRead);
    socket.on('connect', onConnect);
    return () => {
      stopTyping();
      socket.off(tokenAdmin, onMessage);
      socket.off(TYPING_EVENT, onTyping);
      socket.off(READ_EVENT, onRead);
      socket.off('connect', onConnect);
    };
  }, [socket, tokenAdmin, id, client, add, read]);

  return typing;
}
