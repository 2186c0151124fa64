import type { ConversationWire } from '@halte/contract';

/** The list's own address, where 'Tutup' returns when the chat was not opened from it. */
export const COMPLAINTS_PATH = '/operasional/complaint';

/** The chat of a conversation, addressed by its id and the operators' event token. */
export const chatPath = (c: Pick<ConversationWire, 'intid' | 'token_admin'>) => `/operasional/complaint-message/${c.intid}/${encodeURIComponent(c.token_admin)}`;

/** A conversation an operator already answers (or that is over) opens at once; a new one is asked about first. */
export const opensWithoutAsking = (c: Pick<ConversationWire, 'intstatus'>) => c.intstatus !== 0;

/** What the chat is handed by the list: the list's address with its filters, to return to. */
export interface ChatState {
  from?: string;
}
