import fp from 'fastify-plugin';
import { ConversationChannel } from '../../../realtime/conversation-channel.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Complaint messages to both sides of their conversation, live. */
    conversations: ConversationChannel;
  }
}

export default fp(
  async (app) => {
    app.decorate('conversations', new ConversationChannel());
  },
  { name: 'conversations', fastify: '5.x' },
);
