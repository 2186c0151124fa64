import type { FastifyInstance } from 'fastify';
import { CLASSES_API } from '@halte/contract';
import { route } from '../../../lib/http/route.js';
import { classesOfSchool, classOptions, ofLevel } from './classes.service.js';

/** Class options of the student forms, by school level or by a school's level; searched and capped like every option list. */
export default async function classRoutes(app: FastifyInstance) {
  route(app, CLASSES_API.ofLevel, (req) => classOptions(app.db, req.query, ofLevel(req.params.schoolLevelId)));

  route(app, CLASSES_API.ofSchool, (req) => classesOfSchool(app.db, req.query, req.params.id));
}
