import { z } from 'zod';
import { requiredText } from './fields.js';
import { imageField } from './images.js';
import { listQueryOf } from './filters.js';

/** Characters of an article's content at most, counted on the stored (sanitised) HTML. */
export const ARTICLE_CONTENT_MAX = 1_000_000;

/** POST /articles and PUT /articles/{uuid}. */
export const articleBody = z.object({
  vcnama: requiredText('Judul', 200),
  vcdeskripsi: requiredText('Pre Konten', 1000),
  /** HTML from the rich-text editor; sanitised on the server. Required: an article without content is empty. */
  vcartikel: requiredText('Konten', ARTICLE_CONTENT_MAX),
  vcgambar: imageField,
  user_id: z.unknown().optional(),
});
export type ArticleBody = z.infer<typeof articleBody>;

/** `GET /articles`: searched, paged, and limited to a period of their creation date. */
export const articleListQuery = listQueryOf({ period: true });

/** List row: the image only as a URL. */
export const articleListWire = z
  .object({
    intid: z.number().int(),
    vcuuid: z.string(),
    vcnama: z.string(),
    vcdeskripsi: z.string(),
    /** Public URL of the image; '' when none. */
    vcgambar_url: z.string(),
    user_id: z.number().int().nullable(),
    dtadd: z.string(),
  })
  .meta({ id: 'ArticleListRow' });
export type ArticleListWire = z.infer<typeof articleListWire>;
/** Detail: the image inline as base64. */
export const articleWire = articleListWire
  .extend({
    /** Sanitised HTML. */
    vcartikel: z.string(),
    /** Base64 without prefix; '' when none. */
    vcgambar: z.string(),
  })
  .meta({ id: 'Article' });
export type ArticleWire = z.infer<typeof articleWire>;
