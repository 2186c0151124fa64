import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, articleBody, articleListWire, articleWire, idParam, messageResponse, messageResponseOf, oneResponseOf } from '@halte/contract';
import { currentUser } from '../../../auth/guard.js';
import { deleteRecord, loadRecord, registerCrud, updateRecord } from '../../../lib/data/crud.js';
import { answers } from '../../../lib/http/responses.js';
import { ARTICLES_SCREENS, articleIdOf, articlesResource } from './articles.service.js';

const uuidParam = z.object({ uuid: z.union([z.uuid(), idParam.shape.id]) });

/** `/articles`: list and create as every resource; one article is addressed by its uuid (or intid). */
export default async function articleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = [articlesResource.entity];
  const config = { access: ARTICLES_SCREENS };
  registerCrud(app, { ...articlesResource, only: ['list', 'create'] }, { record: articleWire, row: articleListWire });

  api.get('/articles/:uuid', { config, schema: { tags, params: uuidParam, response: answers({ 200: oneResponseOf(articleWire) }) } }, async (req) => ({
    data: await loadRecord(articlesResource, app.db, await articleIdOf(app.db, req.params.uuid)),
  }));

  api.put('/articles/:uuid', { config, schema: { tags, params: uuidParam, body: articleBody, response: answers({ 200: messageResponseOf(articleWire) }) } }, async (req) => {
    const id = await articleIdOf(app.db, req.params.uuid);
    return { message: MSG.updated, data: await updateRecord(app, articlesResource, id, req.body, currentUser(req)) };
  });

  api.delete('/articles/:uuid', { config, schema: { tags, params: uuidParam, response: answers({ 200: messageResponse }) } }, async (req) => {
    await deleteRecord(app, articlesResource, await articleIdOf(app.db, req.params.uuid), currentUser(req));
    return { message: MSG.deleted };
  });
}
