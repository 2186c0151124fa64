import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { CONVERSATION_ENDED, TYPING_ACCEPT_EVERY_MS, TYPING_EVENT, typingSignal, type TypingSignal } from '@halte/contract';
import { conversations } from '../../../db/schema/index.js';
import { isAppAccount } from '../../../auth/access.js';
import { memberRoom } from '../../../realtime/rooms.js';
import { parseSocketPayload } from '../../../realtime/socket-payload.js';
import { COMPLAINT_SCREENS } from './staff-notice.js';
import { COMPLAINTS_ROOM } from './complaints-room.js';

type Deps = Pick<FastifyInstance, 'db' | 'log'>;
export type StaffTypingDeps = Deps & Pick<FastifyInstance, 'sessions' | 'roleScreens'>;
export type MemberTypingDeps = Deps & Pick<FastifyInstance, 'memberSessions'>;

/** Where the other side of an open conversation hears a typing signal; undefined when the sender may not send it. */
type Relay = (token: string) => Promise<{ room: string; signal: TypingSignal } | undefined>;

/**
 * Passes a connection's typing signals to the other side of the conversation, at most one per
 * TYPING_ACCEPT_EVERY_MS, each checked as a message sent by that connection would be (its payload
 * as an HTTP body is, so no NUL character reaches a query). A signal nobody may pass on is dropped
 * without an answer: typing is never worth an error.
 */
function relayTyping({ log }: Pick<Deps, 'log'>, socket: Socket, relay: Relay) {
  let lastAt = 0;
  socket.on(TYPING_EVENT, (raw: unknown) => {
    const now = Date.now();
    if (now - lastAt < TYPING_ACCEPT_EVERY_MS) return;
    lastAt = now;
    let signal: TypingSignal;
    try {
      signal = parseSocketPayload(typingSignal, raw);
    } catch {
      return;
    }
    relay(signal.token).then(
      (to) => {
        if (to) socket.nsp.to(to.room).emit(TYPING_EVENT, to.signal);
      },
      (err: unknown) => log.warn({ err }, 'typing signal failed'),
    );
  });
}

/** The conversation a side's token names, unless it is ended. */
const openConversation = (db: Deps['db'], side: SQL | undefined) =>
  db
    .select({ memberId: conversations.memberId, tokenAdmin: conversations.tokenAdmin, tokenMember: conversations.tokenMember })
    .from(conversations)
    .where(and(side, ne(conversations.status, CONVERSATION_ENDED)))
    .then((rows) => rows[0]);

/** An operator typing in a conversation (its `token_admin`) is shown to that conversation's member. */
export function relayStaffTyping(deps: StaffTypingDeps, socket: Socket, sessionToken: string) {
  relayTyping(deps, socket, async (token) => {
    const user = await deps.sessions.resolve(sessionToken);
    if (!user || isAppAccount(user) || !(await deps.roleScreens.allows(user.roleId, COMPLAINT_SCREENS))) return undefined;
    const conv = await openConversation(deps.db, eq(conversations.tokenAdmin, token));
    return conv && { room: memberRoom(conv.memberId), signal: { token: conv.tokenMember } };
  });
}

/** A member typing in one of their own conversations (its `token_member`) is shown to the operators. */
export function relayMemberTyping(deps: MemberTypingDeps, socket: Socket, sessionToken: string) {
  relayTyping(deps, socket, async (token) => {
    const member = await deps.memberSessions.resolve(sessionToken);
    if (!member) return undefined;
    const conv = await openConversation(deps.db, and(eq(conversations.tokenMember, token), eq(conversations.memberId, member.memberId)));
    return conv && { room: COMPLAINTS_ROOM, signal: { token: conv.tokenAdmin } };
  });
}
