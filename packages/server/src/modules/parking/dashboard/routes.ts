import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardDayQuery, oneResponseOf, parkingLocationIncomeWire, parkingTargetDashboardWire, calendarDateIn } from '@halte/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import { parkingLocations, parkingRecords, parkingTargets } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { keptAnswers } from '../../../lib/data/kept-answers.js';
import { answers } from '../../../lib/http/responses.js';
import { locationIncome, targetDashboard } from './dashboard.service.js';

/** DASHBOARD PARKIR's figures, of `?date` (today by default, in the configured time zone) and its year. */
export default async function parkingDashboardRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: ['dashboard.parking'] } as const;
  const tags = ['dashboard'];
  const querystring = dashboardDayQuery;
  // Every open dashboard asks again on each check-out's event: one computes, the others read it.
  const kept = <T>(tables: PgTable[], compute: (db: Db, timeZone: string, day: string) => Promise<T>) => {
    const keep = keptAnswers<T>(tables);
    return ({ query }: { query: { date?: string } }) => {
      const { db, config: { timeZone } } = app;
      const day = query.date ?? calendarDateIn(timeZone);
      return keep(db, `${timeZone} ${day}`, () => compute(db, timeZone, day)).then((data) => ({ data }));
    };
  };
  const target = kept([parkingTargets, parkingRecords], targetDashboard);
  const locations = kept([parkingLocations, parkingRecords], locationIncome);

  api.get('/dashboard/parking/target', { config, schema: { tags, querystring, response: answers({ 200: oneResponseOf(parkingTargetDashboardWire) }) } }, target);
  api.get('/dashboard/parking/location', { config, schema: { tags, querystring, response: answers({ 200: oneResponseOf(z.array(parkingLocationIncomeWire)) }) } }, locations);
}
