import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { photoQuotaFull } from '@halte/contract';
import { conversationMessages, conversations } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import type { Sender } from '../../../auth/member-limits.js';
import { HttpError } from '../../../lib/http/http-error.js';

/** Bytes of the photos a member has sent, across all their conversations (read from the stored sizes, not the bytes). */
async function storedPhotoBytes(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(octet_length(${conversationMessages.image})), 0)`.mapWith(Number) })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(and(eq(conversations.memberId, memberId), eq(conversationMessages.fromOperator, false)));
  return row.bytes;
}

export type SendAllowanceDeps = Pick<FastifyInstance, 'memberLimits' | 'config' | 'db'>;

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toLocaleString('id-ID', { maximumFractionDigits: 2 });

/**
 * Lets a member send one more `kind` (a complaint or a message) now, with `photo` when there is
 * one: one more photo within its limits, and room for it in the member's photo quota. Refused
 * with the 429 of the limit or a 413 before anything is written.
 */
export async function allowSending({ memberLimits, config, db }: SendAllowanceDeps, sender: Sender & { memberId: number }, kind: 'messages' | 'complaints', photo: Buffer | null | undefined) {
  await memberLimits.take(kind, sender);
  if (!photo) return;
  await memberLimits.take('photos', sender);
  if ((await storedPhotoBytes(db, sender.memberId)) + photo.length > config.memberPhotoQuotaBytes) {
    const message = photoQuotaFull(megabytes(config.memberPhotoQuotaBytes));
    throw new HttpError(413, message, { vcphoto: message });
  }
}
