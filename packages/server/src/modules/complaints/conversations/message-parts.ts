import { sql } from 'drizzle-orm';
import { CHAT_MESSAGE_HTML, requiredOf, type ConversationMessageWire } from '@halte/contract';
import { conversationMessages } from '../../../db/schema/index.js';
import { fieldError } from '../../../lib/http/http-error.js';
import { hasVisibleContent, sanitizeHtml } from '../../../lib/http/html.js';
import { imageChange } from '../../../lib/http/image.js';

/** The message's sanitised HTML (text, line breaks and links), 400 when nothing visible is left of it. */
export function safeMessage(html: string): string {
  const safe = sanitizeHtml(html, CHAT_MESSAGE_HTML);
  if (!hasVisibleContent(safe)) throw fieldError('vcmessage', requiredOf('Pesan'));
  return safe;
}

/** A checked photo's columns, none without one. */
export const photoColumns = (photo: string | null | undefined) => {
  const image = imageChange(photo, 'vcphoto');
  return image ? { image: image.bytes, imageType: image.type } : {};
};

export const messageColumns = {
  id: conversationMessages.id,
  conversationId: conversationMessages.conversationId,
  senderId: conversationMessages.senderId,
  fromOperator: conversationMessages.fromOperator,
  message: conversationMessages.message,
  hasPhoto: sql<boolean>`${conversationMessages.image} is not null`.mapWith(Boolean),
  status: conversationMessages.status,
  createdAt: conversationMessages.createdAt,
};
export type MessageRow = { id: number; conversationId: number; senderId: number; fromOperator: boolean; message: string; hasPhoto: boolean; status: number; createdAt: Date };

/** Where a message's photo is read: each side reads it through its own API. */
export type PhotoUrl = (conversationId: number, messageId: number) => string;

export const memberPhotoUrl: PhotoUrl = (conversationId, messageId) => `/api/v1/member/complaints/${conversationId}/messages/${messageId}/photo`;
export const staffPhotoUrl: PhotoUrl = (conversationId, messageId) => `/api/v1/conversation/photo/${conversationId}/${messageId}`;

export const toMessageWire = (m: MessageRow, photoUrl: PhotoUrl): ConversationMessageWire => ({
  intid: m.id,
  intconverstion_id: m.conversationId,
  intsender_id: m.senderId,
  vcmessage: m.message,
  vcphoto_url: m.hasPhoto ? photoUrl(m.conversationId, m.id) : '',
  dtadd: m.createdAt.toISOString(),
  intstatus: m.status,
  intis_admin: m.fromOperator ? 1 : 0,
});
