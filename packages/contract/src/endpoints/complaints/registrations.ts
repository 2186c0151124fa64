import { crudEndpoints, endpoint, onlyOps } from '../../endpoint.js';
import { idParam } from '../../fields.js';
import { registrationApproveBody, registrationBody, registrationListQuery, registrationRejectBody, registrationWire } from '../../registrations.js';
import { messageResponseOf } from '../../responses.js';

const tags = ['registration'];
const access = ['operations.registrations'] as const;
const reads = ['registrations', 'students', 'schools', 'classes', 'routes', 'members', 'route_points'] as const;
const answers = { 200: messageResponseOf(registrationWire) };

/**
 * Pendaftaran Siswa: staff list, read and correct the members' requests, then approve or reject
 * each once. Members create them (`MEMBER_REGISTRATIONS_API`); none is deleted.
 */
export const REGISTRATIONS_API = {
  ...onlyOps(
    crudEndpoints({
      path: '/registrations', tag: 'registration', access: ['operations.registrations'], record: registrationWire,
      createBody: registrationBody, listQuery: registrationListQuery, reads: ['registrations', 'students', 'schools', 'classes', 'routes', 'members', 'route_points'],
    }),
    ['list', 'get', 'update'],
  ),
  approve: endpoint({ method: 'POST', path: '/registrations/:id/approve', tags, access, params: idParam, body: registrationApproveBody, answers, reads }),
  reject: endpoint({ method: 'POST', path: '/registrations/:id/reject', tags, access, params: idParam, body: registrationRejectBody, answers, reads }),
};
