import type { Server } from 'socket.io';
import { ENDED_EVENT, READ_EVENT, type ConversationMessageWire, type EndedSignal, type ReadSignal } from '@halte/contract';
import { memberRoom } from '../../../realtime/rooms.js';
import type { SocketPart } from '../../../realtime/socket-parts.js';
import { COMPLAINTS_ROOM } from './complaints-room.js';

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
export class ConversationChannel implements SocketPart {
  private io?: Server;

  attach(io: Server) {
    this.io = io;
  }

  push(target: ConversationTarget, message: { staff: ConversationMessageWire; member: ConversationMessageWire }) {
    this.io?.to(COMPLAINTS_ROOM).emit(target.tokenAdmin, message.staff);
    this.io?.to(memberRoom(target.memberId)).emit(target.tokenMember, message.member);
  }

  /** One side has read the conversation up to `dtread`: only the other side hears it, on its own token. */
  pushRead(target: ConversationTarget, reader: 'admin' | 'member', dtread: string) {
    if (reader === 'admin') this.io?.to(memberRoom(target.memberId)).emit(READ_EVENT, { token: target.tokenMember, dtread } satisfies ReadSignal);
    else this.io?.to(COMPLAINTS_ROOM).emit(READ_EVENT, { token: target.tokenAdmin, dtread } satisfies ReadSignal);
  }

  /** The operators ended the conversation: its member hears it on their own token. */
  pushEnded(target: ConversationTarget) {
    this.io?.to(memberRoom(target.memberId)).emit(ENDED_EVENT, { token: target.tokenMember } satisfies EndedSignal);
  }
}
