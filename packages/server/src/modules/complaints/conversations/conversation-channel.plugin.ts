import fp from 'fastify-plugin';
import { isAppAccount } from '../../../auth/access.js';
import { ConversationChannel } from './conversation-channel.js';
import { complaintsRoom } from './complaints-room.js';
import { relayStaffTyping } from './conversation-typing.js';
import { attachMemberSocket } from '../warga/member-socket.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Complaint messages to both sides of their conversation, live. */
    conversations: ConversationChannel;
  }
}

/**
 * The complaint chat over the socket: messages pushed to both sides, the complaints room for
 * the staff who answer, each side's typing, and members' messages sent over the socket.
 */
export default fp(
  async (app) => {
    const channel = new ConversationChannel();
    app.decorate('conversations', channel);
    app.realtime.add(channel);
    app.realtime.addScreenRoom(complaintsRoom);
    app.realtime.add({
      // Each signal is checked against the role as it is then, so access gained later works too.
      staff: (socket, user, token) => {
        if (!isAppAccount(user)) relayStaffTyping(app, socket, token);
      },
      member: (socket, _member, token) => attachMemberSocket(app, socket, token),
    });
  },
  { name: 'conversations', fastify: '5.x', dependencies: ['config', 'database', 'auth', 'realtime', 'notification-pusher'] },
);
