import { z } from 'zod';
import { calendarDate, listQueryOf } from './filters.js';
import { idField, requiredId, requiredText } from './fields.js';
import { imageField } from './images.js';
import { MESSAGE_MAX, conversationMessageBody, conversationMessageWire } from './member-complaints.js';
import { MSG } from './messages.js';

/** What the staff side of the complaints answers and tells. */
export const CONVERSATION_MSG = {
  ended: 'Berhasil',
  alreadyEnded: 'Pesan sudah diakhiri',
  newComplaint: 'Pengaduan baru',
  newMessage: 'Pesan baru dari member',
} as const;

/** `GET /conversation`: searched (code, title, member), paged, limited to a period of their start. */
export const conversationListQuery = listQueryOf({ period: true });
export type ConversationListQuery = z.infer<typeof conversationListQuery>;

/** A conversation as the operators see it: both event tokens, the member and the operator. */
export const conversationWire = z
  .object({
    intid: z.number().int(),
    dtadd: z.string(),
    vccode: z.string(),
    vcname: z.string(),
    intmember: z.number().int(),
    vcmember: z.string(),
    vcoperator: z.string(),
    intstatus: z.literal([0, 1, 2]),
    vcstatus: z.string(),
    token_admin: z.string(),
    token_member: z.string(),
    dtlast_message: z.string(),
    /** The member's messages no operator has read yet. */
    intunread: z.number().int(),
  })
  .meta({ id: 'Conversation' });
export type ConversationWire = z.infer<typeof conversationWire>;

/** `GET /conversation/detail/{id}/{date}`: the conversation with its messages of that day. */
export const conversationDetailWire = conversationWire
  .extend({ conversation_message: z.array(conversationMessageWire) })
  .meta({ id: 'ConversationDetail' });
export const conversationDetailParams = z.object({ id: idField(MSG.notFound), date: calendarDate });

/** `GET /conversation/endChat/{id}`. */
export const conversationIdParam = z.object({ id: idField(MSG.notFound) });

/** `GET /conversation/message?conversationId&userId`: the thread; `userId` is the member's, checked when given. */
export const conversationThreadQuery = z.object({
  conversationId: idField(MSG.notFound),
  userId: idField(MSG.notFound).optional(),
});
export type ConversationThreadQuery = z.infer<typeof conversationThreadQuery>;

/** `POST /conversation/message`: an operator's reply. */
export const operatorMessageBody = z.object({
  intconverstion_id: requiredId('Percakapan'),
  vcmessage: requiredText('Pesan', MESSAGE_MAX),
  vcphoto: imageField,
});
export type OperatorMessageBody = z.infer<typeof operatorMessageBody>;

/**
 * A member's message sent over the socket: its conversation's `token_member` and the message,
 * checked as the HTTP call's body is.
 */
export const socketMessageBody = conversationMessageBody.pick({ vcmessage: true }).extend({ token: z.string().min(1).max(200) });
