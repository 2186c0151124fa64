import { endpoint } from '../../endpoint.js';
import { idParam } from '../../fields.js';
import { memberChildrenResponse, memberChildWire } from '../../member-children.js';
import { oneResponseOf } from '../../responses.js';

const tags = ['member'];
const access = 'member';

/** The member's children and where their bus is. */
export const MEMBER_CHILDREN_API = {
  list: endpoint({ method: 'GET', path: '/member/children', tags, access, answers: { 200: memberChildrenResponse } }),
  /** Another member's child is as absent as a child that does not exist. */
  get: endpoint({ method: 'GET', path: '/member/children/:id', tags, access, params: idParam, answers: { 200: oneResponseOf(memberChildWire) } }),
};
