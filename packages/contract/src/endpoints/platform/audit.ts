import { endpoint } from '../../endpoint.js';
import { auditDetailWire, auditListQuery, auditRowWire } from '../../audit.js';
import { idParam } from '../../fields.js';
import { listResponseOf, oneResponseOf } from '../../responses.js';

const tags = ['audit'];
// The trail grows with every write of every table and is not announced; its user names are.
const reads = ['users'] as const;

/** `/audit`: Riwayat Perubahan, read only (the trail is written by the changes themselves). */
export const AUDIT_API = {
  list: endpoint({ method: 'GET', path: '/audit', tags, access: ['admin.audit'], query: auditListQuery, answers: { 200: listResponseOf(auditRowWire) }, reads }),
  get: endpoint({ method: 'GET', path: '/audit/:id', tags, access: ['admin.audit'], params: idParam, answers: { 200: oneResponseOf(auditDetailWire) }, reads }),
};
