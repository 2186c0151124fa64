import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, articleListQuery, articleListWire, articleWire, idParam, listQuery, listResponseOf, oneResponseOf, sliderListWire, sliderWire } from '@halte/contract';
import { answers } from '../../../lib/http/responses.js';
import { notFound } from '../../../lib/http/http-error.js';
import { articleIdOf, articlesList, getArticle } from '../../school/articles/articles.service.js';
import { getSlider, slidersList } from '../../school/sliders/sliders.service.js';

/** What staff publish for members: articles and the slider pictures, read through the same services. */
export default async function memberContentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['member'];
  const config = { access: 'member' as const };
  const context = () => ({ timeZone: app.config.timeZone });

  api.get('/member/articles', { config, schema: { tags, querystring: articleListQuery, response: answers({ 200: listResponseOf(articleListWire) }) } }, (req) =>
    articlesList(app.db, req.query, context()),
  );

  const uuidParam = z.object({ uuid: z.uuid({ error: MSG.notFound }) });
  api.get('/member/articles/:uuid', { config, schema: { tags, params: uuidParam, response: answers({ 200: oneResponseOf(articleWire) }) } }, async (req) => ({
    data: (await getArticle(app.db, await articleIdOf(app.db, req.params.uuid)))!,
  }));

  api.get('/member/sliders', { config, schema: { tags, querystring: listQuery, response: answers({ 200: listResponseOf(sliderListWire) }) } }, (req) =>
    slidersList(app.db, req.query, context()),
  );

  api.get('/member/sliders/:id', { config, schema: { tags, params: idParam, response: answers({ 200: oneResponseOf(sliderWire) }) } }, async (req) => {
    const data = await getSlider(app.db, req.params.id);
    if (!data) throw notFound();
    return { data };
  });
}
