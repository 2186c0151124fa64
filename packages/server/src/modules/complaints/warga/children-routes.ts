import type { FastifyInstance } from 'fastify';
import { MEMBER_CHILDREN_API } from '@halte/contract';
import { currentMember } from '../../../auth/guard.js';
import { notFound } from '../../../lib/http/http-error.js';
import { route } from '../../../lib/http/route.js';
import { memberChildren } from './children.service.js';

/** The member's children and where their bus is. */
export default async function memberChildrenRoutes(app: FastifyInstance) {
  route(app, MEMBER_CHILDREN_API.list, async (req) => ({
    data: await memberChildren(app.db, currentMember(req).memberId, app.config.timeZone),
  }));

  // Another member's child is as absent as a child that does not exist.
  route(app, MEMBER_CHILDREN_API.get, async (req) => {
    const [data] = await memberChildren(app.db, currentMember(req).memberId, app.config.timeZone, req.params.id);
    if (!data) throw notFound();
    return { data };
  });
}
