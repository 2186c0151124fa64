import { endpoint } from '../../endpoint.js';
import { idParam } from '../../fields.js';
import { optionQuery } from '../../options.js';
import { option, optionsResponseOf } from '../../responses.js';
import { classOption, schoolOption } from '../../schools.js';

const tags = ['member'];
const access = 'member';
const query = optionQuery;

/** The choices of the child registration form (`/member/lists/*`): schools, a school's classes, routes and a route's stops (names only). */
export const MEMBER_LISTS_API = {
  school: endpoint({ method: 'GET', path: '/member/lists/school', tags, access, query, answers: { 200: optionsResponseOf(schoolOption) } }),
  /** A school's classes. */
  class: endpoint({ method: 'GET', path: '/member/lists/class/:id', tags, access, query, params: idParam, answers: { 200: optionsResponseOf(classOption) } }),
  route: endpoint({ method: 'GET', path: '/member/lists/route', tags, access, query, answers: { 200: optionsResponseOf(option) } }),
  /** A route's stops. */
  routePoint: endpoint({ method: 'GET', path: '/member/lists/route_point/:id', tags, access, query, params: idParam, answers: { 200: optionsResponseOf(option) } }),
};
