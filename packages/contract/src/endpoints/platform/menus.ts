import { crudEndpoints } from '../../endpoint.js';
import { menuBody, menuWire } from '../../menus.js';

/** `/menus`: the sidebar's menus; the role form reads them to choose from. */
export const MENUS_API = crudEndpoints({
  path: '/menus', tag: 'menu', access: ['admin.menus'], readAccess: ['admin.roles'], record: menuWire, createBody: menuBody,
  reads: ['menus'],
});
