import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { and, eq } from 'drizzle-orm';
import { COMPLAINT_MSG, MSG, socketMessageBody, type ConversationMessageWire } from '@halte/contract';
import { conversations } from '../db/schema/index.js';
import { HttpError, notFound, unauthorized } from '../lib/http-error.js';
import { postMemberMessage } from '../modules/member/complaints.service.js';
import type { SessionMember } from '../auth/member-sessions.js';
import { memberRoom, memberSessionRoom } from './rooms.js';
import { relayMemberTyping } from './conversation-typing.js';

/** What a `message` sent over the socket is answered with, when the client asks for an answer. */
export type SocketAnswer = { status: number; message: string; data?: ConversationMessageWire; errors?: Record<string, string> };

/** The JSON text (or object) the client sent, parsed; undefined when it is neither. */
function payloadOf(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The member's message over the socket: the same checks and effects as the HTTP call. */
async function sendOver(app: FastifyInstance, token: string, raw: unknown): Promise<SocketAnswer> {
  // A session revoked since the handshake sends nothing more.
  const member = await app.ctx.memberSessions.resolve(token);
  if (!member) throw unauthorized();
  const parsed = socketMessageBody.safeParse(payloadOf(raw));
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'message'), i.message]));
    return { status: 400, message: Object.values(errors)[0] ?? MSG.notFound, errors };
  }
  const [conv] = await app.ctx.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.tokenMember, parsed.data.token), eq(conversations.memberId, member.memberId)));
  if (!conv) throw notFound();
  const data = await postMemberMessage(app, member.memberId, conv.id, { vcmessage: parsed.data.vcmessage });
  return { status: 201, message: COMPLAINT_MSG.sent, data };
}

/**
 * A member's connection: it hears only that member's conversations, and may send a message
 * (event `message`: `{ token, vcmessage }` as JSON, `token` being the conversation's `token_member`)
 * and tell the operators it is typing (conversation-typing.ts).
 */
export function attachMemberSocket(app: FastifyInstance, socket: Socket, member: SessionMember, token: string) {
  void socket.join([memberRoom(member.memberId), memberSessionRoom(member.sessionId)]);
  relayMemberTyping(app, socket, token);
  socket.on('message', (raw: unknown, ack?: unknown) => {
    const answer = typeof ack === 'function' ? (ack as (a: SocketAnswer) => void) : () => {};
    sendOver(app, token, raw).then(answer, (err: unknown) => {
      if (err instanceof HttpError) return answer({ status: err.statusCode, message: err.message, errors: err.errors });
      app.log.error({ err }, 'member socket message failed');
      answer({ status: 500, message: MSG.server });
    });
  });
}
