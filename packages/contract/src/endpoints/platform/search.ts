import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import { searchHit, searchQuery } from '../../search.js';

/** `GET /search?q`: the navbar search box, over what the caller's screens show. */
export const SEARCH_API = {
  search: endpoint({
    method: 'GET', path: '/search', tags: ['search'], access: 'staff', query: searchQuery, answers: { 200: z.object({ data: z.array(searchHit) }) },
    reads: ['drivers', 'menus', 'role_menus', 'schools', 'students', 'vehicles'],
  }),
};
