import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TRIP_MSG, driverMeWire, idParam, messageResponseOf, oneResponseOf, scanBody, scanResultWire, tripProblemBody, tripStartBody, tripStopBody, tripStopRefusal,
  tripStudentsQuery, tripStudentsWire, tripWire,
} from '@halte/contract';
import { currentUser } from '../../../auth/guard.js';
import { answers } from '../../../lib/http/responses.js';
import { driverOf } from './current-driver.js';
import { driverMe } from './me.js';
import { changeTrip, ownTrip, startTrip } from './trips.service.js';
import { recordScan } from './scans.service.js';
import { tripStudents } from './trip-students.js';
import { tripWire as readTrip } from './trip-wire.js';

/** `/driver/*`: the driver app's trips and scans, for DRIVER accounts only. */
export default async function driverAppRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['driver'];
  const config = { access: 'driver' } as const;
  const me = (req: Parameters<typeof currentUser>[0]) => driverOf(app.db, currentUser(req).userId);

  api.get('/driver/me', { config, schema: { tags, response: answers({ 200: oneResponseOf(driverMeWire) }) } }, async (req) => ({
    data: await driverMe(app, await me(req)),
  }));

  api.post('/driver/trips', { config, schema: { tags, body: tripStartBody, response: answers({ 201: messageResponseOf(tripWire) }) } }, async (req, reply) => {
    const data = await startTrip(app, await me(req), req.body);
    return reply.code(201).send({ message: TRIP_MSG.started, data });
  });

  api.get('/driver/trips/:id', { config, schema: { tags, params: idParam, response: answers({ 200: oneResponseOf(tripWire) }) } }, async (req) => {
    const trip = await ownTrip(app.db, await me(req), req.params.id);
    return { data: await readTrip(app.db, trip.id) };
  });

  const changed = messageResponseOf(tripWire);
  api.post('/driver/trips/:id/problem', { config, schema: { tags, params: idParam, body: tripProblemBody, response: answers({ 200: changed }) } }, async (req) => {
    const data = await changeTrip(app, await me(req), req.params.id, 'problem', { note: req.body.vcnote });
    return { message: TRIP_MSG.problemReported, data };
  });

  api.post('/driver/trips/:id/resume', { config, schema: { tags, params: idParam, response: answers({ 200: changed }) } }, async (req) => ({
    message: TRIP_MSG.resumed,
    data: await changeTrip(app, await me(req), req.params.id, 'resume'),
  }));

  api.post('/driver/trips/:id/stop', {
    config, schema: { tags, params: idParam, body: tripStopBody, response: { ...answers({ 200: changed }), 409: tripStopRefusal } },
  }, async (req) => ({
    message: TRIP_MSG.stopped,
    data: await changeTrip(app, await me(req), req.params.id, 'stop', { stop: req.body }),
  }));

  api.post('/driver/trips/:id/scans', { config, schema: { tags, params: idParam, body: scanBody, response: answers({ 200: scanResultWire, 201: scanResultWire }) } }, async (req, reply) => {
    const { created, answer } = await recordScan(app, currentUser(req).userId, req.params.id, req.body);
    return reply.code(created ? 201 : 200).send(answer);
  });

  api.get('/driver/trips/:id/students', {
    config, schema: { tags, params: idParam, querystring: tripStudentsQuery, response: answers({ 200: oneResponseOf(tripStudentsWire) }) },
  }, async (req) => ({
    data: await tripStudents(app, await me(req), req.params.id, req.query),
  }));
}
