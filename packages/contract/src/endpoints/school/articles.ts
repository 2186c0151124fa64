import { z } from 'zod';
import { crudEndpoints, endpoint, onlyOps } from '../../endpoint.js';
import { idParam } from '../../fields.js';
import { messageResponse, messageResponseOf, oneResponseOf } from '../../responses.js';
import { articleBody, articleListQuery, articleListWire, articleWire } from '../../articles.js';

const tags = ['article'];
const access = ['master.articles'] as const;
const reads = ['articles'] as const;

/** An article's key in its path: its uuid (the identifier), or its intid, as `PUT /articles/{id}` is also taken. */
const articleKeyParam = z.object({ uuid: z.union([z.uuid(), idParam.shape.id]) });

/**
 * Artikel: listed (searched, by period) and created as every resource; one article is read,
 * changed and deleted by its uuid (or intid).
 */
export const ARTICLES_API = {
  ...onlyOps(
    crudEndpoints({
      path: '/articles', tag: 'article', access: ['master.articles'], record: articleWire, row: articleListWire,
      createBody: articleBody, listQuery: articleListQuery, reads: ['articles'],
    }),
    ['list', 'create'],
  ),
  get: endpoint({ method: 'GET', path: '/articles/:uuid', tags, access, params: articleKeyParam, answers: { 200: oneResponseOf(articleWire) }, reads }),
  update: endpoint({
    method: 'PUT', path: '/articles/:uuid', tags, access, params: articleKeyParam, body: articleBody,
    answers: { 200: messageResponseOf(articleWire) }, reads,
  }),
  delete: endpoint({ method: 'DELETE', path: '/articles/:uuid', tags, access, params: articleKeyParam, answers: { 200: messageResponse }, reads }),
};
