import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import { oneResponseOf } from '../../responses.js';
import { dashboardDayQuery, fleetAttendanceWire, studentProgressWire, studentStatisticWire, vehicleActivityWire, weeklyDataWire } from '../../dashboard.js';

const tags = ['dashboard'];
const access = ['dashboard.school'] as const;
const daily = { tags, access, query: dashboardDayQuery } as const;

/** The school dashboard's figures; a day's figures are of `?date` or today, in the configured time zone. */
export const DASHBOARD_API = {
  /** The share of printed cards (of no day). */
  studentProgress: endpoint({
    method: 'GET', path: '/dashboard/student-progress', tags, access, answers: { 200: oneResponseOf(studentProgressWire) }, reads: ['students'],
  }),
  studentStatistic: endpoint({
    method: 'GET', path: '/dashboard/student-statistic', ...daily, answers: { 200: oneResponseOf(z.array(studentStatisticWire)) },
    reads: ['students', 'schools', 'boardings', 'trips'],
  }),
  /** The trips on the road during the day. */
  vehicleActivity: endpoint({
    method: 'GET', path: '/vehicles/activity', ...daily, answers: { 200: oneResponseOf(z.array(vehicleActivityWire)) },
    reads: ['trips', 'boardings', 'vehicles', 'drivers'],
  }),
  fleetAttendance: endpoint({
    method: 'GET', path: '/dashboard/fleet-attendance', ...daily, answers: { 200: oneResponseOf(z.array(fleetAttendanceWire)) },
    reads: ['trips', 'boardings', 'vehicles', 'routes'],
  }),
  weeklyData: endpoint({
    method: 'GET', path: '/dashboard/weekly-data', ...daily, answers: { 200: oneResponseOf(z.array(weeklyDataWire)) }, reads: ['boardings', 'trips'],
  }),
};
