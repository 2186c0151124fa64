import type { FastifyInstance } from 'fastify';
import { PARKING_ATTENDANT_API } from '@halte/contract';
import { currentUser } from '../../../auth/guard.js';
import { route } from '../../../lib/http/route.js';
import { checkIn } from './check-in.js';
import { checkOut } from './check-out.js';
import { attendantMe } from './me.js';

/**
 * `/parking/attendant/*`: the parking attendant console's calls, for JUKIR accounts only (in
 * parking mode). A check-in answers 201 with the ticket, a check-out 200 with the fee; either
 * repeated under the same client id answers 200 with the first one's record, `changed` false.
 */
export default async function parkingAttendantRoutes(app: FastifyInstance) {
  route(app, PARKING_ATTENDANT_API.me, async (req) => ({
    data: await attendantMe(app, currentUser(req)),
  }));

  route(app, PARKING_ATTENDANT_API.checkIn, async (req, reply) => {
    const { created, answer } = await checkIn(app, currentUser(req).userId, req.body);
    return reply.code(created ? 201 : 200).send(answer);
  });

  route(app, PARKING_ATTENDANT_API.checkOut, async (req) => {
    const { answer } = await checkOut(app, currentUser(req).userId, req.body);
    return answer;
  });
}
