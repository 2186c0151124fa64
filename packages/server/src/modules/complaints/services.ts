import fp from 'fastify-plugin';
import conversationChannelPlugin from './conversations/conversation-channel.plugin.js';
import memberAlertChannelPlugin from './member-alerts/member-alert-channel.plugin.js';
import pushPlugin from './member-push/push.plugin.js';

/** What the complaints slice runs beside its routes: the chat's and the alerts' live channels, and pushes to phones. */
export default fp(
  async (app) => {
    await app.register(conversationChannelPlugin);
    await app.register(memberAlertChannelPlugin);
    await app.register(pushPlugin);
  },
  { name: 'complaints-services', fastify: '5.x', dependencies: ['config', 'database', 'metrics', 'auth', 'realtime', 'notification-pusher'] },
);
