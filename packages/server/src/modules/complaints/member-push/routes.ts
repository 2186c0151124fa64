import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUSH_MSG, messageResponse, pushKeyResponse, pushSubscriptionBody, pushUnsubscribeBody } from '@halte/contract';
import { currentMember } from '../../../auth/guard.js';
import { answers } from '../../../lib/http/responses.js';
import { subscribe, unsubscribe } from './subscriptions.service.js';

/** A member's phones that receive Web Push, and the key their browsers subscribe with. */
export default async function memberPushRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['member'];
  const config = { access: 'member' as const };

  api.get('/member/push-subscriptions/key', { config, schema: { tags, response: answers({ 200: pushKeyResponse }) } }, () => ({
    data: { vapid_public_key: app.vapidPublicKey },
  }));

  api.post('/member/push-subscriptions', { config, schema: { tags, body: pushSubscriptionBody, response: answers({ 200: messageResponse, 201: messageResponse }) } }, async (req, reply) => {
    const added = await subscribe(app.db, currentMember(req).memberId, req.body, app.config.push.serviceHosts);
    return reply.code(added ? 201 : 200).send({ message: PUSH_MSG.subscribed });
  });

  api.delete('/member/push-subscriptions', { config, schema: { tags, body: pushUnsubscribeBody, response: answers({ 200: messageResponse }) } }, async (req) => {
    await unsubscribe(app.db, currentMember(req).memberId, req.body.endpoint);
    return { message: PUSH_MSG.unsubscribed };
  });
}
