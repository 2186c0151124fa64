import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MEMBER_LISTS_API } from '@halte/contract';
import { route } from '../../../lib/http/route.js';
import { classesOfSchool } from '../../school/classes/classes.service.js';
import { routeOptions, routePointOptions, schoolOptions } from '../../platform/lists/transport-options.js';
import { routePoints } from '../../../db/schema/index.js';

/** The choices of the child registration form: schools, a school's classes, routes and a route's stops (names only). */
export default async function memberListRoutes(app: FastifyInstance) {
  route(app, MEMBER_LISTS_API.school, (req) => schoolOptions(app.db, req.query));
  route(app, MEMBER_LISTS_API.class, (req) => classesOfSchool(app.db, req.query, req.params.id));
  route(app, MEMBER_LISTS_API.route, (req) => routeOptions(app.db, req.query));
  route(app, MEMBER_LISTS_API.routePoint, (req) => routePointOptions(app.db, req.query, eq(routePoints.routeId, req.params.id)));
}
