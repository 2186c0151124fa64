import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import { navItem } from '../../menus.js';

/** The tree, and the role it is for. */
const navigation = z.object({ data: z.array(navItem), role: z.object({ code: z.string(), name: z.string() }).nullable() });

/** The signed-in role's sidebar; `role` (id or code), when given, must be the caller's own. */
export const NAVIGATION_API = {
  tree: endpoint({
    method: 'GET', path: '/apps/navigation', tags: ['navigation'], access: 'staff', query: z.object({ role: z.string().max(50).optional() }),
    answers: { 200: navigation }, reads: ['menus', 'role_menus', 'roles'],
  }),
};
