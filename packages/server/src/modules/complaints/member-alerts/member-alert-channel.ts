import type { Server } from 'socket.io';
import { MEMBER_ALERT_EVENT, type MemberAlertWire } from '@halte/contract';
import { memberRoom } from '../../../realtime/rooms.js';
import type { SocketPart } from '../../../realtime/socket-parts.js';

/** A member's new notices to the member's open connections, on every instance. */
export class MemberAlertChannel implements SocketPart {
  private io?: Server;

  attach(io: Server) {
    this.io = io;
  }

  push(memberId: number, alert: MemberAlertWire) {
    this.io?.to(memberRoom(memberId)).emit(MEMBER_ALERT_EVENT, alert);
  }
}
