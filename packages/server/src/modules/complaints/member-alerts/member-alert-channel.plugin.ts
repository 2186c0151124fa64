import fp from 'fastify-plugin';
import { MemberAlertChannel } from '../../../realtime/member-alert-channel.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Members' new notices to their open `/warga`, live. */
    memberAlerts: MemberAlertChannel;
  }
}

export default fp(
  async (app) => {
    app.decorate('memberAlerts', new MemberAlertChannel());
  },
  { name: 'member-alerts', fastify: '5.x' },
);
