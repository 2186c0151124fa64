import fp from 'fastify-plugin';
import type { PushQueue } from './push-queue.js';
import { WebPushQueue } from './web-push-queue.js';
import { vapidDetails } from './vapid-keys.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pushes to members' phones, off every request's path. */
    push: PushQueue;
    /** The VAPID public key (base64url) members' browsers subscribe to pushes with. */
    vapidPublicKey: string;
  }
}

/** Web pushes to members' phones, signed with the instance's VAPID keys. */
export default fp(
  async (app) => {
    const { db, metrics, log } = app;
    const vapid = await vapidDetails(db, app.config.push);
    const push = new WebPushQueue({ db, vapid, log, metrics });
    metrics.observePushQueue(() => push.pending);
    app.decorate('push', push);
    app.decorate('vapidPublicKey', vapid.publicKey);
    // Pushes already queued go out (each tried once more at most) before the database closes.
    app.addHook('onClose', async () => push.close());
  },
  { name: 'push', fastify: '5.x', dependencies: ['config', 'database', 'metrics'] },
);
