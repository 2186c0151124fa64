import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import { oneResponseOf } from '../../responses.js';
import { dashboardDayQuery } from '../../dashboard.js';
import { parkingLocationIncomeWire, parkingTargetDashboardWire } from '../../parking-dashboard.js';

const tags = ['dashboard'];
const access = ['dashboard.parking'] as const;

/** DASHBOARD PARKIR's figures, of `?date` (today by default, in the configured time zone) and its year. */
export const PARKING_DASHBOARD_API = {
  target: endpoint({
    method: 'GET', path: '/dashboard/parking/target', tags, access, query: dashboardDayQuery,
    answers: { 200: oneResponseOf(parkingTargetDashboardWire) },
    reads: ['parking_records', 'parking_targets'],
  }),
  location: endpoint({
    method: 'GET', path: '/dashboard/parking/location', tags, access, query: dashboardDayQuery,
    answers: { 200: oneResponseOf(z.array(parkingLocationIncomeWire)) },
    reads: ['parking_records', 'parking_locations'],
  }),
};
