import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDED_EVENT, MEMBER_COMPLAINTS_API, type ConversationMessageWire, type EndedSignal } from '@halte/contract';
import { useApi } from '../../../../api/clientContext';
import { at, readsOf } from '../../../../api/endpoints';
import { keys } from '../../../../api/queries';
import { useMemberSocket } from '../session/useMemberSocket';

const threadKey = (id: string) => keys.read(at(MEMBER_COMPLAINTS_API.messages, { id }));
/** The conversation's own record (its status and operator), as the chat page reads it. */
const recordKey = (id: string) => keys.record(MEMBER_COMPLAINTS_API.get, id);

/** Adds a message once (the sender's own message comes back both as the answer and on the socket). */
const withMessage = (list: ConversationMessageWire[] | undefined, m: ConversationMessageWire) =>
  list?.some((x) => x.intid === m.intid) ? list : [...(list ?? []), m];

/**
 * A conversation's messages, oldest first, and each new one as it is stored: pushed on the
 * conversation's `token_member` event over the member's socket; read again after a reconnect.
 * The conversation's end, pushed too, has its record read again.
 */
export function useThread(id: string, tokenMember: string | undefined) {
  const api = useApi();
  const client = useQueryClient();
  const socket = useMemberSocket();
  const key = threadKey(id);
  const thread = useQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<ConversationMessageWire[]> => (await api.call(MEMBER_COMPLAINTS_API.messages, { params: { id } }, { signal })).data,
    meta: readsOf(MEMBER_COMPLAINTS_API.messages),
  });

  useEffect(() => {
    if (!socket || !tokenMember) return;
    const onMessage = (m: ConversationMessageWire) => {
      if (String(m.intconverstion_id) !== id) return;
      client.setQueryData<ConversationMessageWire[]>(threadKey(id), (list) => withMessage(list, m));
      // An operator's reply assigns the operator and moves the status on.
      if (m.intis_admin) void client.invalidateQueries({ queryKey: recordKey(id) });
    };
    // The operators ended it: the page reads its status again, and shows it ended.
    const onEnded = (e: EndedSignal) => {
      if (e.token === tokenMember) void client.invalidateQueries({ queryKey: recordKey(id) });
    };
    // What came (or ended) while the connection was down.
    const onReconnect = () => {
      void client.invalidateQueries({ queryKey: threadKey(id) });
      void client.invalidateQueries({ queryKey: recordKey(id) });
    };
    socket.on(tokenMember, onMessage);
    socket.on(ENDED_EVENT, onEnded);
    socket.io.on('reconnect', onReconnect);
    return () => {
      socket.off(tokenMember, onMessage);
      socket.off(ENDED_EVENT, onEnded);
      socket.io.off('reconnect', onReconnect);
    };
  }, [socket, tokenMember, id, client]);

  const add = (m: ConversationMessageWire) => client.setQueryData<ConversationMessageWire[]>(key, (list) => withMessage(list, m));
  return { messages: thread.data, loading: thread.isLoading, add };
}
