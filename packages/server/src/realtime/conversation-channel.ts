import type { Server } from 'socket.io';
import type { ConversationMessageWire } from '@halte/contract';
import { COMPLAINTS_ROOM, memberRoom } from './rooms.js';

/** Where one conversation's messages go: each side's event name and the member it belongs to. */
export interface ConversationTarget {
  memberId: number;
  tokenAdmin: string;
  tokenMember: string;
}

/**
 * Pushes a stored message to both sides on every instance: staff allowed to see complaints
 * hear it on the conversation's `token_admin`, its member (and no one else) on `token_member`.
 */
export class ConversationChannel {
  private io?: Server;

  attach(io: Server) {
    this.io = io;
  }

  push(target: ConversationTarget, message: { staff: ConversationMessageWire; member: ConversationMessageWire }) {
    this.io?.to(COMPLAINTS_ROOM).emit(target.tokenAdmin, message.staff);
    this.io?.to(memberRoom(target.memberId)).emit(target.tokenMember, message.member);
  }
}
