import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { classOption, idParam, option, optionQuery, optionsResponseOf, schoolOption } from '@halte/contract';
import { answers } from '../../../lib/http/responses.js';
import { classesOfSchool } from '../../school/classes/classes.service.js';
import { routeOptions, routePointOptions, schoolOptions } from '../../platform/lists/transport-options.js';
import { routePoints } from '../../../db/schema/index.js';

/** The choices of the child registration form: schools, a school's classes, routes and a route's stops (names only). */
export default async function memberListRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['member'];
  const config = { access: 'member' as const };
  const querystring = optionQuery;

  api.get('/member/lists/school', { config, schema: { tags, querystring, response: answers({ 200: optionsResponseOf(schoolOption) }) } }, (req) =>
    schoolOptions(app.db, req.query),
  );
  api.get('/member/lists/class/:id', { config, schema: { tags, querystring, params: idParam, response: answers({ 200: optionsResponseOf(classOption) }) } }, (req) =>
    classesOfSchool(app.db, req.query, req.params.id),
  );
  api.get('/member/lists/route', { config, schema: { tags, querystring, response: answers({ 200: optionsResponseOf(option) }) } }, (req) =>
    routeOptions(app.db, req.query),
  );
  api.get('/member/lists/route_point/:id', { config, schema: { tags, querystring, params: idParam, response: answers({ 200: optionsResponseOf(option) }) } }, (req) =>
    routePointOptions(app.db, req.query, eq(routePoints.routeId, req.params.id)),
  );
}
