import { crudEndpoints } from '../../endpoint.js';
import { roleBody, roleWire } from '../../roles.js';

/** `/roles`: the roles and the menus each may open. */
export const ROLES_API = crudEndpoints({
  path: '/roles', tag: 'role', access: ['admin.roles'], record: roleWire, createBody: roleBody,
  reads: ['roles', 'role_menus', 'menus'],
});
