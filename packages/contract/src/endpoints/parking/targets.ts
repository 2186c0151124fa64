import { endpoint } from '../../endpoint.js';
import { messageResponseOf, oneResponseOf } from '../../responses.js';
import { parkingTargetBody, parkingTargetWire, targetYearParam } from '../../parking-targets.js';

const tags = ['parking_target'];
const access = ['master.parking-targets'] as const;
const reads = ['parking_targets'] as const;

/** `/parking/targets/{year}`: the revenue target of a year, optionally per month. */
export const PARKING_TARGETS_API = {
  get: endpoint({ method: 'GET', path: '/parking/targets/:year', tags, access, params: targetYearParam, answers: { 200: oneResponseOf(parkingTargetWire) }, reads }),
  update: endpoint({
    method: 'PUT', path: '/parking/targets/:year', tags, access, params: targetYearParam, body: parkingTargetBody,
    answers: { 200: messageResponseOf(parkingTargetWire) }, reads,
  }),
};
