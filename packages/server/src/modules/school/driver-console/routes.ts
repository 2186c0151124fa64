import type { FastifyInstance } from 'fastify';
import { DRIVER_CONSOLE_API, TRIP_MSG } from '@halte/contract';
import { currentUser } from '../../../auth/guard.js';
import { route } from '../../../lib/http/route.js';
import { driverOf } from './current-driver.js';
import { driverMe } from './me.js';
import { changeTrip, ownTrip, startTrip } from './trips.service.js';
import { recordScan } from './scans.service.js';
import { tripStudents } from './trip-students.js';
import { tripWire as readTrip } from './trip-wire.js';

/** `/driver/*`: the driver app's trips and scans, for DRIVER accounts only. */
export default async function driverAppRoutes(app: FastifyInstance) {
  const me = (req: Parameters<typeof currentUser>[0]) => driverOf(app.db, currentUser(req).userId);

  route(app, DRIVER_CONSOLE_API.me, async (req) => ({
    data: await driverMe(app, await me(req)),
  }));

  route(app, DRIVER_CONSOLE_API.start, async (req, reply) => {
    const data = await startTrip(app, await me(req), req.body);
    return reply.code(201).send({ message: TRIP_MSG.started, data });
  });

  route(app, DRIVER_CONSOLE_API.trip, async (req) => {
    const trip = await ownTrip(app.db, await me(req), req.params.id);
    return { data: await readTrip(app.db, trip.id) };
  });

  route(app, DRIVER_CONSOLE_API.problem, async (req) => {
    const data = await changeTrip(app, await me(req), req.params.id, 'problem', { note: req.body.vcnote });
    return { message: TRIP_MSG.problemReported, data };
  });

  route(app, DRIVER_CONSOLE_API.resume, async (req) => ({
    message: TRIP_MSG.resumed,
    data: await changeTrip(app, await me(req), req.params.id, 'resume'),
  }));

  route(app, DRIVER_CONSOLE_API.stop, async (req) => ({
    message: TRIP_MSG.stopped,
    data: await changeTrip(app, await me(req), req.params.id, 'stop', { stop: req.body }),
  }));

  route(app, DRIVER_CONSOLE_API.scan, async (req, reply) => {
    const { created, answer } = await recordScan(app, currentUser(req).userId, req.params.id, req.body);
    return reply.code(created ? 201 : 200).send(answer);
  });

  route(app, DRIVER_CONSOLE_API.students, async (req) => ({
    data: await tripStudents(app, await me(req), req.params.id, req.query),
  }));
}
