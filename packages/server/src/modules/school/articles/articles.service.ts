import { eq, sql } from 'drizzle-orm';
import { ARTICLE_CONTENT_MAX, RICH_TEXT_HTML, requiredOf, tooLongOf, type ArticleBody, type ArticleListWire, type ArticleWire } from '@halte/contract';
import { articles } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { listOf } from '../../../lib/data/list.js';
import { fieldError, notFound } from '../../../lib/http/http-error.js';
import { hasVisibleContent, sanitizeHtml } from '../../../lib/http/html.js';
import { hasImageOf, imageAuditNote, imageBase64, imageColumns } from '../../../lib/http/image.js';
import type { CrudResource } from '../../../lib/data/crud.js';
import { articleImageUrl } from '../../platform/images/image-urls.js';

const listColumns = {
  id: articles.id,
  uuid: articles.uuid,
  title: articles.title,
  summary: articles.summary,
  createdBy: articles.createdBy,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  hasImage: hasImageOf(articles.image),
};
type ArticleRow = { id: number; uuid: string; title: string; summary: string; createdBy: number | null; createdAt: Date; updatedAt: Date; hasImage: boolean };

const toListWire = (a: ArticleRow): ArticleListWire => ({
  intid: a.id,
  vcuuid: a.uuid,
  vcnama: a.title,
  vcdeskripsi: a.summary,
  vcgambar_url: a.hasImage ? articleImageUrl(a.uuid, a.updatedAt) : '',
  user_id: a.createdBy,
  dtadd: a.createdAt.toISOString(),
});

export async function getArticle(db: Db, id: number): Promise<ArticleWire | undefined> {
  const [row] = await db.select({ ...listColumns, html: articles.contentHtml, image: articles.image }).from(articles).where(eq(articles.id, id));
  if (!row) return undefined;
  return { ...toListWire(row), vcartikel: row.html, vcgambar: imageBase64(row.image) };
}

/**
 * The internal id behind an article's key: its uuid (the identifier), or its intid, as the
 * API also takes `PUT /articles/{id}`. 404 when there is none.
 */
export async function articleIdOf(db: Db, key: string | number): Promise<number> {
  const [row] = await db.select({ id: articles.id }).from(articles).where(typeof key === 'number' ? eq(articles.id, key) : eq(articles.uuid, key));
  if (!row) throw notFound();
  return row.id;
}

export const articlesList = listOf({
  table: articles,
  id: articles.id,
  columns: listColumns,
  search: [articles.title, articles.summary],
  order: [{ desc: articles.createdAt }],
  period: articles.createdAt,
  map: (row: ArticleRow) => toListWire(row),
});

/**
 * Title, summary, sanitised content and image change of a body; 400 when no content is left after
 * sanitising, or when what would be stored is over the limit: sanitising can lengthen a text
 * (escaped characters, link attributes), and a stored article over the limit could never be
 * saved again.
 */
function columnsOf(body: ArticleBody) {
  const html = sanitizeHtml(body.vcartikel, RICH_TEXT_HTML);
  if (!hasVisibleContent(html)) throw fieldError('vcartikel', requiredOf('Konten'));
  if (html.length > ARTICLE_CONTENT_MAX) throw fieldError('vcartikel', tooLongOf('Konten', ARTICLE_CONTENT_MAX));
  return {
    title: body.vcnama,
    summary: body.vcdeskripsi,
    contentHtml: html,
    ...imageColumns(body.vcgambar, 'vcgambar'),
  };
}

export const articlesResource: CrudResource<ArticleWire, ArticleBody> = {
  entity: 'article',
  list: articlesList,
  get: getArticle,
  async create(db, body, user) {
    const [row] = await db.insert(articles).values({ ...columnsOf(body), createdBy: user.userId }).returning({ id: articles.id });
    return (await getArticle(db, row.id))!;
  },
  async update(db, id, body) {
    await db.update(articles).set({ ...columnsOf(body), updatedAt: sql`now()` }).where(eq(articles.id, id));
    return (await getArticle(db, id))!;
  },
  async remove(db, id) {
    await db.delete(articles).where(eq(articles.id, id));
  },
  // The audit keeps the text, not megabytes of image.
  auditView: (a) => ({ ...a, vcgambar: imageAuditNote(a.vcgambar) }),
};
