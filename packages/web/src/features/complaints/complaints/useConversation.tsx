import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast/toast';
import { CONVERSATIONS_API, type ConversationMessageWire, type ConversationThreadResponse, type ConversationWire } from '@halte/contract';
import { api } from '../../../api/client';
import { at, keyOf, readsOf } from '../../../api/endpoints';
import { keys } from '../../../api/queries';
import { complaints } from '../../../i18n/complaints';
import { laterRead, mergeThread, withMessage } from './threadMessages';

/**
 * The conversation's header (status, member, operator), of any day: it reads the conversations
 * table, so its announced changes (a reply elsewhere, its end) refresh it.
 */
const detailKey = (id: number) => [CONVERSATIONS_API.detail.path, { id }] as const;

/**
 * The whole thread. Its endpoint reads no announced table: every message anywhere changes the
 * conversations table, and this thread follows its own conversation's pushes instead (useLiveThread).
 */
export const threadKey = (id: number) => keys.read(CONVERSATIONS_API.thread, { conversationId: id });

/** The conversation as of `day` (the service day: its messages of that day are not used here). */
export function useConversationDetail(id: number, day: string | undefined) {
  return useQuery({
    queryKey: keyOf(at(CONVERSATIONS_API.detail, { id, date: day ?? '' })),
    queryFn: async ({ signal }): Promise<ConversationWire> => (await api.call(CONVERSATIONS_API.detail, { params: { id, date: day! } }, { signal })).data,
    meta: readsOf(CONVERSATIONS_API.detail),
    enabled: day !== undefined,
  });
}

/** Every message, oldest first, with both sides' last-read times; reading it marks the member's messages read. */
export function useThread(id: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: threadKey(id),
    queryFn: async ({ signal }) => {
      const fresh = await api.call(CONVERSATIONS_API.thread, { query: { conversationId: id } }, { signal });
      return mergeThread(fresh, client.getQueryData<ConversationThreadResponse>(threadKey(id)));
    },
    meta: readsOf(CONVERSATIONS_API.thread),
  });
}

/** The thread as loaded, changed by `change`; nothing before it is loaded. */
function useThreadChange<A>(id: number, change: (thread: ConversationThreadResponse, arg: A) => ConversationThreadResponse) {
  const client = useQueryClient();
  return useCallback((arg: A) => client.setQueryData<ConversationThreadResponse>(threadKey(id), (thread) => thread && change(thread, arg)), [client, id, change]);
}

const addMessage = (thread: ConversationThreadResponse, message: ConversationMessageWire) => ({ ...thread, data: withMessage(thread.data, message) });
const memberRead = (thread: ConversationThreadResponse, dtread: string) => ({ ...thread, dtread_member: laterRead(thread.dtread_member, dtread) });

/** A message arrived (pushed or answered): into the thread once, if the thread is loaded. */
export const useAddToThread = (id: number) => useThreadChange(id, addMessage);

/** The member has read the operators' messages up to `dtread`. */
export const useMemberRead = (id: number) => useThreadChange(id, memberRead);

/** The operator's reply; the first one takes the conversation (the server sets operator and Diproses). */
export function useSendMessage(id: number) {
  const client = useQueryClient();
  const add = useAddToThread(id);
  return useMutation({
    mutationFn: (vcmessage: string) =>
      api.call(CONVERSATIONS_API.send, { body: { intconverstion_id: id, vcmessage } }, { toast: false }),
    onSuccess: (answer) => {
      if (answer.data) add(answer.data);
      void client.invalidateQueries({ queryKey: detailKey(id) });
    },
  });
}

/** Ends the conversation: 'Berhasil' / 'Pesan sudah diakhiri', and the chat closes its input. */
export function useEndConversation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(CONVERSATIONS_API.end, { params: { id } }),
    onSuccess: () => {
      toast.success(
        <div>
          <div className="fw-semibold">{complaints.endedToast.title}</div>
          <div>{complaints.endedToast.text}</div>
        </div>,
      );
      return client.invalidateQueries({ queryKey: detailKey(id) });
    },
  });
}
