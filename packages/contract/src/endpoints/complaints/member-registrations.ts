import { endpoint } from '../../endpoint.js';
import { listQuery } from '../../paging.js';
import { memberRegistrationWire, registrationBody } from '../../registrations.js';
import { listResponseOf, messageResponseOf } from '../../responses.js';

const tags = ['member'];
const access = 'member';

/** A member registers a child and follows what staff decided. */
export const MEMBER_REGISTRATIONS_API = {
  create: endpoint({ method: 'POST', path: '/member/registrations', tags, access, body: registrationBody, answers: { 201: messageResponseOf(memberRegistrationWire) } }),
  list: endpoint({ method: 'GET', path: '/member/registrations', tags, access, query: listQuery, answers: { 200: listResponseOf(memberRegistrationWire) } }),
};
