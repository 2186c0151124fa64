import type { FastifyInstance } from 'fastify';
import { MEMBER_PUSH_API, PUSH_MSG } from '@halte/contract';
import { currentMember } from '../../../auth/guard.js';
import { route } from '../../../lib/http/route.js';
import { subscribe, unsubscribe } from './subscriptions.service.js';

/** A member's phones that receive Web Push, and the key their browsers subscribe with. */
export default async function memberPushRoutes(app: FastifyInstance) {
  route(app, MEMBER_PUSH_API.key, () => ({
    data: { vapid_public_key: app.vapidPublicKey },
  }));

  route(app, MEMBER_PUSH_API.subscribe, async (req, reply) => {
    const added = await subscribe(app.db, currentMember(req).memberId, req.body, app.config.push.serviceHosts);
    return reply.code(added ? 201 : 200).send({ message: PUSH_MSG.subscribed });
  });

  route(app, MEMBER_PUSH_API.unsubscribe, async (req) => {
    await unsubscribe(app.db, currentMember(req).memberId, req.body.endpoint);
    return { message: PUSH_MSG.unsubscribed };
  });
}
