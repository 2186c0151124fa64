import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { classOption, idParam, optionQuery, optionsResponseOf } from '@halte/contract';
import { answers } from '../../../lib/http/responses.js';
import { classesOfSchool, classOptions, ofLevel } from './classes.service.js';

/** The classes of a level, as options. */
const classList = optionsResponseOf(classOption);
const levelParam = z.object({ schoolLevelId: z.coerce.number().int().min(0).max(100) });

/** Class options of the student forms, by school level or by a school's level; searched and capped like every option list. */
export default async function classRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['class'];

  const schema = { tags, querystring: optionQuery, response: answers({ 200: classList }) };

  api.get('/lists/class/:schoolLevelId', { config: { access: ['master.students', 'operations.registrations'] }, schema: { ...schema, params: levelParam } }, (req) =>
    classOptions(app.db, req.query, ofLevel(req.params.schoolLevelId)),
  );

  api.get('/class/:id', { config: { access: ['master.students', 'operations.registrations', 'reports.students'] }, schema: { ...schema, params: idParam } }, (req) =>
    classesOfSchool(app.db, req.query, req.params.id),
  );
}
