import type { FastifyInstance } from 'fastify';
import { PARKING_DASHBOARD_API, calendarDateIn } from '@halte/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import { parkingLocations, parkingRecords, parkingTargets } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { keptAnswers } from '../../../lib/data/kept-answers.js';
import { route } from '../../../lib/http/route.js';
import { locationIncome, targetDashboard } from './dashboard.service.js';

/** DASHBOARD PARKIR's figures, of `?date` (today by default, in the configured time zone) and its year. */
export default async function parkingDashboardRoutes(app: FastifyInstance) {
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

  route(app, PARKING_DASHBOARD_API.target, target);
  route(app, PARKING_DASHBOARD_API.location, locations);
}
