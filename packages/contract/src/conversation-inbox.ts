import { z } from 'zod';
import { listQuery } from './paging.js';

/** `GET /conversation/inbox?q&page&limit`: every conversation, the latest message first, searched by code, title or member. */
export const conversationInboxQuery = listQuery;

/** Characters of the last message's excerpt at most. */
export const EXCERPT_MAX = 120;

/** One conversation of the Chatting Member inbox. */
export const inboxConversationWire = z
  .object({
    intid: z.number().int(),
    vccode: z.string(),
    vcname: z.string(),
    intmember: z.number().int(),
    vcmember: z.string(),
    intstatus: z.literal([0, 1, 2]),
    vcstatus: z.string(),
    /** The operators' event token: the chat route `/operasional/complaint-message/{intid}/{token_admin}`. */
    token_admin: z.string(),
    dtlast_message: z.string(),
    /** The last message as plain text, cut to EXCERPT_MAX characters ('' for a photo alone). */
    vclast_message: z.string(),
    /** 1 when the last message is an operator's. */
    intlast_is_admin: z.literal([0, 1]),
    /** The member's messages after the operators' last-read time. */
    intunread: z.number().int(),
    /**
     * Since when the member has waited for an answer: the first of the member's messages after
     * the operators' last reply; null when answered or ended.
     */
    dtwaiting_since: z.string().nullable(),
  })
  .meta({ id: 'InboxConversation' });
export type InboxConversationWire = z.infer<typeof inboxConversationWire>;
