import type { FastifyInstance } from 'fastify';
import { MEMBER_CONTENT_API } from '@halte/contract';
import { notFound } from '../../../lib/http/http-error.js';
import { route } from '../../../lib/http/route.js';
import { articleIdOf, articlesList, getArticle } from '../../school/articles/articles.service.js';
import { getSlider, slidersList } from '../../school/sliders/sliders.service.js';

/** What staff publish for members: articles and the slider pictures, read through the same services. */
export default async function memberContentRoutes(app: FastifyInstance) {
  const context = () => ({ timeZone: app.config.timeZone });

  route(app, MEMBER_CONTENT_API.articles, (req) => articlesList(app.db, req.query, context()));

  route(app, MEMBER_CONTENT_API.article, async (req) => ({
    data: (await getArticle(app.db, await articleIdOf(app.db, req.params.uuid)))!,
  }));

  route(app, MEMBER_CONTENT_API.sliders, (req) => slidersList(app.db, req.query, context()));

  route(app, MEMBER_CONTENT_API.slider, async (req) => {
    const data = await getSlider(app.db, req.params.id);
    if (!data) throw notFound();
    return { data };
  });
}
