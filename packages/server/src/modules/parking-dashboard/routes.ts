import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardDayQuery, oneResponseOf, parkingLocationIncomeWire, parkingTargetDashboardWire } from '@halte/contract';
import { answers } from '../../lib/responses.js';
import { calendarDateIn } from '../../lib/zoned-time.js';
import { locationIncome, targetDashboard } from './dashboard.service.js';

/** DASHBOARD PARKIR's figures, of `?date` (today by default, in the configured time zone) and its year. */
export default async function parkingDashboardRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: ['dashboard.parking'] } as const;
  const tags = ['dashboard'];
  const dayOf = (date: string | undefined) => date ?? calendarDateIn(app.ctx.config.timeZone);
  const querystring = dashboardDayQuery;

  api.get('/dashboard/parking/target', { config, schema: { tags, querystring, response: answers({ 200: oneResponseOf(parkingTargetDashboardWire) }) } }, async (req) => ({
    data: await targetDashboard(app.ctx.db, app.ctx.config.timeZone, dayOf(req.query.date)),
  }));
  api.get('/dashboard/parking/location', { config, schema: { tags, querystring, response: answers({ 200: oneResponseOf(z.array(parkingLocationIncomeWire)) }) } }, async (req) => ({
    data: await locationIncome(app.ctx.db, app.ctx.config.timeZone, dayOf(req.query.date)),
  }));
}
