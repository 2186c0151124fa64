import { endpoint } from '../../endpoint.js';
import { TRIP_MSG } from '../../trips.js';
import { idParam } from '../../fields.js';
import { messageResponseOf, oneResponseOf } from '../../responses.js';
import {
  driverMeWire, scanBody, scanResultWire, tripProblemBody, tripStartBody, tripStopBody, tripStopRefusal, tripStudentsQuery, tripStudentsWire, tripWire,
} from '../../trips.js';

const tags = ['driver'];
const access = 'driver';
const changed = { 200: messageResponseOf(tripWire) };

/** `/driver/*`: the driver app's trips and scans, for DRIVER accounts only. */
export const DRIVER_CONSOLE_API = {
  /** The driver, the vehicles they may drive, the running trip and today's trips. */
  me: endpoint({ method: 'GET', path: '/driver/me', tags, access, answers: { 200: oneResponseOf(driverMeWire) } }),
  start: endpoint({ method: 'POST', path: '/driver/trips', tags, access, body: tripStartBody, answers: { 201: messageResponseOf(tripWire) } }),
  trip: endpoint({ method: 'GET', path: '/driver/trips/:id', tags, access, params: idParam, answers: { 200: oneResponseOf(tripWire) } }),
  problem: endpoint({ method: 'POST', path: '/driver/trips/:id/problem', tags, access, params: idParam, body: tripProblemBody, answers: changed }),
  resume: endpoint({ method: 'POST', path: '/driver/trips/:id/resume', tags, access, params: idParam, answers: changed }),
  /** Refused (409) while students are aboard, naming them, unless they all alight here. */
  stop: endpoint({
    method: 'POST', path: '/driver/trips/:id/stop', tags, access, params: idParam, body: tripStopBody, answers: changed,
    refusals: { 409: tripStopRefusal },
  }),
  /** 201 when the scan changed the boarding, 200 when it had already been recorded. */
  scan: endpoint({
    method: 'POST', path: '/driver/trips/:id/scans', tags, access, params: idParam, body: scanBody, answers: { 200: scanResultWire, 201: scanResultWire },
    description: `Exactly one of \`vckode\` (the card's code) or \`intsiswa_id\` (the student, checked in by name) names the rider: neither or both answers 400 \`${TRIP_MSG.cardOrStudent}\`.`,
  }),
  /** The trip's boardings and the students its route serves. */
  students: endpoint({
    method: 'GET', path: '/driver/trips/:id/students', tags, access, params: idParam, query: tripStudentsQuery,
    answers: { 200: oneResponseOf(tripStudentsWire) },
  }),
};
