import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG, messageResponseOf, oneResponseOf, parkingTargetBody, parkingTargetWire, targetYearParam } from '@halte/contract';
import { answers } from '../../../lib/http/responses.js';
import { audit } from '../../../lib/data/audit.js';
import { transactionWithAfterCommit } from '../../../lib/data/after-commit.js';
import { currentUser } from '../../../auth/guard.js';
import { setTarget, targetOf } from './targets.service.js';

/** `/parking/targets/{year}`: the revenue target of a year, optionally per month. */
export default async function parkingTargetRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: ['master.parking-targets'] } as const;
  const tags = ['parking_target'];

  api.get('/parking/targets/:year', { config, schema: { tags, params: targetYearParam, response: answers({ 200: oneResponseOf(parkingTargetWire) }) } }, async (req) => ({
    data: await targetOf(app.db, req.params.year),
  }));

  api.put(
    '/parking/targets/:year',
    { config, schema: { tags, params: targetYearParam, body: parkingTargetBody, response: answers({ 200: messageResponseOf(parkingTargetWire) }) } },
    async (req) => {
      const user = currentUser(req);
      const { year } = req.params;
      const data = await transactionWithAfterCommit(app, async (tx) => {
        const before = await targetOf(tx, year);
        const after = await setTarget(tx, year, req.body, user.userId);
        await audit(tx, { userId: user.userId, action: 'update', entity: 'parking_target', entityId: year, before, after });
        return after;
      });
      return { message: MSG.saved, data };
    },
  );
}
