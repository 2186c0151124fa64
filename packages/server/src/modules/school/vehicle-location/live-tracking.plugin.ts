import fp from 'fastify-plugin';
import { LiveTracking } from './live-tracking.js';

/** The live map's feed over the socket, for staff and for members' children's buses. */
export default fp(
  async (app) => {
    app.realtime.add(new LiveTracking(app));
  },
  { name: 'live-tracking', fastify: '5.x', dependencies: ['config', 'database', 'redis', 'auth', 'realtime', 'tracking'] },
);
