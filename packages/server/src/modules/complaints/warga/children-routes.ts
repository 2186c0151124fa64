import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, memberChildWire, memberChildrenResponse, oneResponseOf } from '@halte/contract';
import { currentMember } from '../../../auth/guard.js';
import { answers } from '../../../lib/http/responses.js';
import { notFound } from '../../../lib/http/http-error.js';
import { memberChildren } from './children.service.js';

/** The member's children and where their bus is. */
export default async function memberChildrenRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['member'];
  const config = { access: 'member' as const };

  api.get('/member/children', { config, schema: { tags, response: answers({ 200: memberChildrenResponse }) } }, async (req) => ({
    data: await memberChildren(app.db, currentMember(req).memberId, app.config.timeZone),
  }));

  // Another member's child is as absent as a child that does not exist.
  api.get('/member/children/:id', { config, schema: { tags, params: idParam, response: answers({ 200: oneResponseOf(memberChildWire) }) } }, async (req) => {
    const [data] = await memberChildren(app.db, currentMember(req).memberId, app.config.timeZone, req.params.id);
    if (!data) throw notFound();
    return { data };
  });
}
