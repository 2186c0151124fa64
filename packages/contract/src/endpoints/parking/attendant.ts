import { endpoint } from '../../endpoint.js';
import { oneResponseOf } from '../../responses.js';
import { ATTENDANT_MSG, attendantMeWire, attendantResultWire, checkInBody, checkOutBody } from '../../parking-attendant.js';

const tags = ['parking-attendant'];
const access = 'jukir';

/**
 * `/parking/attendant/*`: the parking attendant console's calls, for JUKIR accounts only (in
 * parking mode). A check-in answers 201 with the ticket, a check-out 200 with the fee; either
 * repeated under the same client id answers 200 with the first one's record, `changed` false.
 */
export const PARKING_ATTENDANT_API = {
  /** What the console opens with: the attendant, the locations, the types with their tariffs, today's tally and stays. */
  me: endpoint({
    method: 'GET', path: '/parking/attendant/me', tags, access, answers: { 200: oneResponseOf(attendantMeWire) },
    reads: ['parking_records', 'parking_locations', 'parking_vehicle_types', 'parking_tariffs', 'users'],
  }),
  checkIn: endpoint({ method: 'POST', path: '/parking/attendant/check-in', tags, access, body: checkInBody, answers: { 200: attendantResultWire, 201: attendantResultWire } }),
  checkOut: endpoint({
    method: 'POST', path: '/parking/attendant/check-out', tags, access, body: checkOutBody, answers: { 200: attendantResultWire },
    description: `Exactly one of \`vclicense_number\` (the plate) or \`intid\` (the ticket) names the stay: neither or both answers 400 \`${ATTENDANT_MSG.plateOrTicket}\`.`,
  }),
};
