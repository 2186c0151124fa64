import type { FastifyError, FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { and, eq } from 'drizzle-orm';
import { COMPLAINT_MSG, MSG, socketMessageBody, type ConversationMessageWire } from '@halte/contract';
import { conversations } from '../../../db/schema/index.js';
import { notFound, unauthorized } from '../../../lib/http/http-error.js';
import { answerFor } from '../../../lib/http/error-handler.js';
import { inLanguage, socketLanguage, translateAnswer } from '../../../lib/http/language.js';
import { parseSocketPayload } from '../../../realtime/socket-payload.js';
import { socketAddress } from '../../../realtime/socket-address.js';
import { relayMemberTyping, type MemberTypingDeps } from '../conversations/conversation-typing.js';
import { postMemberMessage, type MemberMessageDeps } from './complaints.service.js';

/** What a `message` sent over the socket is answered with, when the client asks for an answer. */
export type SocketAnswer = { status: number; message: string; data?: ConversationMessageWire; errors?: Record<string, string> };

export type MemberSocketDeps = MemberMessageDeps & MemberTypingDeps & Pick<FastifyInstance, 'config' | 'log'>;

/** The member's message over the socket: the same checks, limits and effects as the HTTP call. */
async function sendOver(deps: MemberSocketDeps, token: string, address: string, raw: unknown): Promise<SocketAnswer> {
  // A session revoked since the handshake sends nothing more.
  const member = await deps.memberSessions.resolve(token);
  if (!member) throw unauthorized();
  const body = parseSocketPayload(socketMessageBody, raw);
  const [conv] = await deps.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.tokenMember, body.token), eq(conversations.memberId, member.memberId)));
  if (!conv) throw notFound();
  const data = await postMemberMessage(deps, { memberId: member.memberId, address }, conv.id, { vcmessage: body.vcmessage });
  return { status: 201, message: COMPLAINT_MSG.sent, data };
}

/**
 * A member's connection (the socket core has put it in the member's rooms, so it hears only that
 * member's conversations): it may send a message (event `message`: `{ token, vcmessage }` as JSON,
 * `token` being the conversation's `token_member`) and tell the operators it is typing
 * (conversation-typing.ts). A refusal is answered as the HTTP call's would be, mapped by the same rules.
 */
export function attachMemberSocket(deps: MemberSocketDeps, socket: Socket, token: string) {
  relayMemberTyping(deps, socket, token);
  const address = socketAddress(socket, deps.config.trustProxy);
  const language = socketLanguage(deps, socket.handshake);
  socket.on('message', (raw: unknown, ack?: unknown) => {
    const answer = typeof ack === 'function' ? (a: SocketAnswer) => (ack as (a: SocketAnswer) => void)(translateAnswer(a, language)) : () => {};
    inLanguage(language, () => sendOver(deps, token, address, raw)).then(answer, (err: unknown) => {
      const refused = answerFor(err as FastifyError);
      if (refused && refused.status < 500) return answer(refused.errors ? refused : { status: refused.status, message: refused.message });
      deps.log.error({ err }, 'member socket message failed');
      answer({ status: 500, message: MSG.server });
    });
  });
}
