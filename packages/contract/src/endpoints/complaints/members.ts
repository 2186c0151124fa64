import { crudEndpoints } from '../../endpoint.js';
import { memberCreateBody, memberUpdateBody, memberWire } from '../../members.js';

/**
 * Akun Aplikasi (`/users/account`): parents' app accounts. The screen only reads; creating,
 * changing and deleting them is for roles that manage user accounts.
 */
export const MEMBERS_API = crudEndpoints({
  path: '/users/account', tag: 'member', access: ['admin.users'], readAccess: ['master.accounts'], record: memberWire,
  createBody: memberCreateBody, updateBody: memberUpdateBody, reads: ['members'],
});
