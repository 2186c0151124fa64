import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import { idParam } from '../../fields.js';
import { optionQuery } from '../../options.js';
import { optionsResponseOf } from '../../responses.js';
import { classOption } from '../../schools.js';

const tags = ['class'];
const answers = { 200: optionsResponseOf(classOption) };
const levelParam = z.object({ schoolLevelId: z.coerce.number().int().min(0).max(100) });

/** Class options of the student forms, searched and capped like every option list. */
export const CLASSES_API = {
  /** The classes of a school level. */
  ofLevel: endpoint({
    method: 'GET', path: '/lists/class/:schoolLevelId', tags, access: ['master.students', 'operations.registrations'],
    params: levelParam, query: optionQuery, answers,
  }),
  /** The classes of a school's level (404 for a school that does not exist): a student form's class once its school is chosen. */
  ofSchool: endpoint({
    method: 'GET', path: '/class/:id', tags, access: ['master.students', 'operations.registrations', 'reports.students'],
    params: idParam, query: optionQuery, answers, reads: ['classes', 'schools'],
  }),
};
