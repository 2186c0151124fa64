import fp from 'fastify-plugin';
import { MemberAlertChannel } from './member-alert-channel.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Members' new notices to their open `/warga`, live. */
    memberAlerts: MemberAlertChannel;
  }
}

export default fp(
  async (app) => {
    const channel = new MemberAlertChannel();
    app.decorate('memberAlerts', channel);
    app.realtime.add(channel);
  },
  { name: 'member-alerts', fastify: '5.x', dependencies: ['realtime'] },
);
