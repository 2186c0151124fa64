import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dashboardDayQuery, fleetAttendanceWire, oneResponseOf, studentProgressWire, studentStatisticWire, vehicleActivityWire, weeklyDataWire,
} from '@halte/contract';
import { answers } from '../../../lib/http/responses.js';
import { fleetAttendance, vehicleActivity } from './activity.service.js';
import { serviceDay } from './service-day.js';
import { studentProgress, studentStatistic } from './students.service.js';
import { weeklyData } from './weekly.service.js';

/** The school dashboard's figures; a day's figures are of `?date` or today, in the configured time zone. */
export default async function dashboardRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: ['dashboard.school'] } as const;
  const tags = ['dashboard'];
  const dayOf = (date: string | undefined) => serviceDay(date, app.config.timeZone);

  api.get('/dashboard/student-progress', { config, schema: { tags, response: answers({ 200: oneResponseOf(studentProgressWire) }) } }, async () => ({
    data: await studentProgress(app.db),
  }));

  const daily = <T extends z.ZodType>(path: string, row: T, read: (date: string | undefined) => Promise<z.input<T>[]>) =>
    api.get(path, { config, schema: { tags, querystring: dashboardDayQuery, response: answers({ 200: oneResponseOf(z.array(row)) }) } }, async (req) => ({
      data: await read(req.query.date),
    }));

  daily('/dashboard/student-statistic', studentStatisticWire, (date) => studentStatistic(app.db, dayOf(date)));
  daily('/vehicles/activity', vehicleActivityWire, (date) => vehicleActivity(app.db, dayOf(date)));
  daily('/dashboard/fleet-attendance', fleetAttendanceWire, (date) => fleetAttendance(app.db, dayOf(date)));
  daily('/dashboard/weekly-data', weeklyDataWire, (date) => weeklyData(app.db, dayOf(date)));
}
