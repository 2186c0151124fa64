import type { FastifyInstance } from 'fastify';
import { MSG, PARKING_TARGETS_API } from '@halte/contract';
import { route } from '../../../lib/http/route.js';
import { audit } from '../../../lib/data/audit.js';
import { transactionWithAfterCommit } from '../../../lib/data/after-commit.js';
import { currentUser } from '../../../auth/guard.js';
import { setTarget, targetOf } from './targets.service.js';

/** `/parking/targets/{year}`: the revenue target of a year, optionally per month. */
export default async function parkingTargetRoutes(app: FastifyInstance) {
  route(app, PARKING_TARGETS_API.get, async (req) => ({
    data: await targetOf(app.db, req.params.year),
  }));

  route(app, PARKING_TARGETS_API.update, async (req) => {
    const user = currentUser(req);
    const { year } = req.params;
    const data = await transactionWithAfterCommit(app, async (tx) => {
      const before = await targetOf(tx, year);
      const after = await setTarget(tx, year, req.body, user.userId);
      await audit(tx, { userId: user.userId, action: 'update', entity: 'parking_target', entityId: year, before, after });
      return after;
    });
    return { message: MSG.saved, data };
  });
}
