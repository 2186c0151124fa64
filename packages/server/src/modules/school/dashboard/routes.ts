import type { FastifyInstance } from 'fastify';
import { DASHBOARD_API } from '@halte/contract';
import { route } from '../../../lib/http/route.js';
import { fleetAttendance, vehicleActivity } from './activity.service.js';
import { serviceDay } from './service-day.js';
import { studentProgress, studentStatistic } from './students.service.js';
import { weeklyData } from './weekly.service.js';

/** The school dashboard's figures; a day's figures are of `?date` or today, in the configured time zone. */
export default async function dashboardRoutes(app: FastifyInstance) {
  const { db } = app;
  const dayOf = (date: string | undefined) => serviceDay(date, app.config.timeZone);

  route(app, DASHBOARD_API.studentProgress, async () => ({ data: await studentProgress(db) }));
  route(app, DASHBOARD_API.studentStatistic, async (req) => ({ data: await studentStatistic(db, dayOf(req.query.date)) }));
  route(app, DASHBOARD_API.vehicleActivity, async (req) => ({ data: await vehicleActivity(db, dayOf(req.query.date)) }));
  route(app, DASHBOARD_API.fleetAttendance, async (req) => ({ data: await fleetAttendance(db, dayOf(req.query.date)) }));
  route(app, DASHBOARD_API.weeklyData, async (req) => ({ data: await weeklyData(db, dayOf(req.query.date)) }));
}
