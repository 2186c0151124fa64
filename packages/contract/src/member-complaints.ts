import { z } from 'zod';
import { idField, requiredText } from './fields.js';
import { imageField } from './images.js';
import { MSG } from './messages.js';

/** Conversation status: 0 Baru, 1 Diproses (an operator replied), 2 Selesai (ended). */
export const CONVERSATION_STATUS = { 0: 'Baru', 1: 'Diproses', 2: 'Selesai' } as const;
export type ConversationStatus = keyof typeof CONVERSATION_STATUS;
export const CONVERSATION_ENDED = 2;

export const COMPLAINT_MSG = {
  received: 'Terima kasih, laporan Anda akan segera kami tindak lanjuti.',
  sent: 'Pesan terkirim.',
  ended: 'Percakapan sudah diakhiri.',
} as const;

/** Characters of one message at most, before sanitising. */
export const MESSAGE_MAX = 5000;

/** POST /member/complaints: a title, the first message and perhaps a photo. */
export const complaintBody = z.object({
  vcname: requiredText('Judul', 200),
  vcmessage: requiredText('Pesan', MESSAGE_MAX),
  vcphoto: imageField,
});
export type ComplaintBody = z.infer<typeof complaintBody>;

/** POST /member/complaints/{id}/messages. */
export const conversationMessageBody = z.object({
  vcmessage: requiredText('Pesan', MESSAGE_MAX),
  vcphoto: imageField,
});
export type ConversationMessageBody = z.infer<typeof conversationMessageBody>;

/** `/member/complaints/{id}/...`: an id that cannot name a conversation finds none (404). */
export const conversationParam = z.object({ id: idField(MSG.notFound) });
export const conversationPhotoParam = z.object({ id: idField(MSG.notFound), messageId: idField(MSG.notFound) });

/** A conversation as its member sees it: the member's event token, not the operators'. */
export const memberConversationWire = z
  .object({
    intid: z.number().int(),
    dtadd: z.string(),
    vccode: z.string(),
    vcname: z.string(),
    vcoperator: z.string(),
    intstatus: z.literal([0, 1, 2]),
    vcstatus: z.string(),
    token_member: z.string(),
    dtlast_message: z.string(),
    /** The operators' messages after the member's last-read time. */
    intunread: z.number().int(),
  })
  .meta({ id: 'MemberConversation' });
export type MemberConversationWire = z.infer<typeof memberConversationWire>;

export const conversationMessageWire = z
  .object({
    intid: z.number().int(),
    intconverstion_id: z.number().int(),
    intsender_id: z.number().int(),
    /** Sanitised HTML. */
    vcmessage: z.string(),
    /** Where the photo is read with the caller's token; '' when none. */
    vcphoto_url: z.string(),
    dtadd: z.string(),
    intstatus: z.number().int(),
    /** 1 operator, 0 member. */
    intis_admin: z.literal([0, 1]),
  })
  .meta({ id: 'ConversationMessage' });
export type ConversationMessageWire = z.infer<typeof conversationMessageWire>;

