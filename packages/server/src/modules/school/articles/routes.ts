import type { FastifyInstance } from 'fastify';
import { ARTICLES_API, MSG } from '@halte/contract';
import { currentUser } from '../../../auth/guard.js';
import { deleteRecord, loadRecord, registerCrud, updateRecord } from '../../../lib/data/crud.js';
import { route } from '../../../lib/http/route.js';
import { articleIdOf, articlesResource } from './articles.service.js';

/** `/articles`: list and create as every resource; one article is addressed by its uuid (or intid). */
export default async function articleRoutes(app: FastifyInstance) {
  const { get, update, delete: remove, ...listAndCreate } = ARTICLES_API;
  registerCrud(app, articlesResource, listAndCreate);

  route(app, get, async (req) => ({
    data: await loadRecord(articlesResource, app.db, await articleIdOf(app.db, req.params.uuid)),
  }));

  route(app, update, async (req) => {
    const id = await articleIdOf(app.db, req.params.uuid);
    return { message: MSG.updated, data: await updateRecord(app, articlesResource, id, req.body, currentUser(req)) };
  });

  route(app, remove, async (req) => {
    await deleteRecord(app, articlesResource, await articleIdOf(app.db, req.params.uuid), currentUser(req));
    return { message: MSG.deleted };
  });
}
