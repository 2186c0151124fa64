import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardDayQuery, oneResponseOf, parkingLocationIncomeWire, parkingTargetDashboardWire } from '@halte/contract';
import { parkingLocations, parkingRecords, parkingTargets } from '../../db/schema/index.js';
import { keptAnswers } from '../../lib/kept-answers.js';
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
  // Every open dashboard asks again on each check-out's event: one computes, the others read it.
  const keptTarget = keptAnswers<Awaited<ReturnType<typeof targetDashboard>>>([parkingTargets, parkingRecords]);
  const keptLocations = keptAnswers<Awaited<ReturnType<typeof locationIncome>>>([parkingLocations, parkingRecords]);

  api.get('/dashboard/parking/target', { config, schema: { tags, querystring, response: answers({ 200: oneResponseOf(parkingTargetDashboardWire) }) } }, async (req) => {
    const { db, config: { timeZone } } = app.ctx;
    const day = dayOf(req.query.date);
    return { data: await keptTarget(db, `${timeZone} ${day}`, () => targetDashboard(db, timeZone, day)) };
  });
  api.get('/dashboard/parking/location', { config, schema: { tags, querystring, response: answers({ 200: oneResponseOf(z.array(parkingLocationIncomeWire)) }) } }, async (req) => {
    const { db, config: { timeZone } } = app.ctx;
    const day = dayOf(req.query.date);
    return { data: await keptLocations(db, `${timeZone} ${day}`, () => locationIncome(db, timeZone, day)) };
  });
}
