import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import { articleListQuery, articleListWire, articleWire } from '../../articles.js';
import { idParam } from '../../fields.js';
import { MSG } from '../../messages.js';
import { listQuery } from '../../paging.js';
import { listResponseOf, oneResponseOf } from '../../responses.js';
import { sliderListWire, sliderWire } from '../../sliders.js';

const tags = ['member'];
const access = 'member';
const uuidParam = z.object({ uuid: z.uuid({ error: MSG.notFound }) });

/** What staff publish for members: articles (each by its uuid) and the slider pictures. */
export const MEMBER_CONTENT_API = {
  articles: endpoint({ method: 'GET', path: '/member/articles', tags, access, query: articleListQuery, answers: { 200: listResponseOf(articleListWire) } }),
  article: endpoint({ method: 'GET', path: '/member/articles/:uuid', tags, access, params: uuidParam, answers: { 200: oneResponseOf(articleWire) } }),
  sliders: endpoint({ method: 'GET', path: '/member/sliders', tags, access, query: listQuery, answers: { 200: listResponseOf(sliderListWire) } }),
  slider: endpoint({ method: 'GET', path: '/member/sliders/:id', tags, access, params: idParam, answers: { 200: oneResponseOf(sliderWire) } }),
};
