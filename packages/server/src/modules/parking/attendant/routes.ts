import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attendantMeWire, attendantResultWire, checkInBody, checkOutBody, oneResponseOf } from '@halte/contract';
import { currentUser } from '../../../auth/guard.js';
import { answers } from '../../../lib/http/responses.js';
import { checkIn } from './check-in.js';
import { checkOut } from './check-out.js';
import { attendantMe } from './me.js';

/**
 * `/parking/attendant/*`: the parking attendant console's calls, for JUKIR accounts only (in
 * parking mode). A check-in answers 201 with the ticket, a check-out 200 with the fee; either
 * repeated under the same client id answers 200 with the first one's record, `changed` false.
 */
export default async function parkingAttendantRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['parking-attendant'];
  const config = { access: 'jukir' } as const;

  api.get('/parking/attendant/me', { config, schema: { tags, response: answers({ 200: oneResponseOf(attendantMeWire) }) } }, async (req) => ({
    data: await attendantMe(app, currentUser(req)),
  }));

  api.post('/parking/attendant/check-in', { config, schema: { tags, body: checkInBody, response: answers({ 200: attendantResultWire, 201: attendantResultWire }) } }, async (req, reply) => {
    const { created, answer } = await checkIn(app, currentUser(req).userId, req.body);
    return reply.code(created ? 201 : 200).send(answer);
  });

  api.post('/parking/attendant/check-out', { config, schema: { tags, body: checkOutBody, response: answers({ 200: attendantResultWire }) } }, async (req) => {
    const { answer } = await checkOut(app, currentUser(req).userId, req.body);
    return answer;
  });
}
