import { z } from 'zod';
import { requiredText } from './fields.js';
import { imageField } from './images.js';

/** POST /articles and PUT /articles/{uuid}. */
export const articleBody = z.object({
  vcnama: requiredText('Judul', 200),
  vcdeskripsi: requiredText('Pre Konten', 1000),
  /** HTML from the rich-text editor; sanitised on the server. Required: an article without content is empty. */
  vcartikel: requiredText('Konten', 1_000_000),
  vcgambar: imageField,
  user_id: z.unknown().optional(),
});
export type ArticleBody = z.infer<typeof articleBody>;

/** Detail: the image inline as base64. */
export interface ArticleWire {
  intid: number;
  vcuuid: string;
  vcnama: string;
  vcdeskripsi: string;
  /** Sanitised HTML. */
  vcartikel: string;
  /** Base64 without prefix; '' when none. */
  vcgambar: string;
  /** Public URL of the image; '' when none. */
  vcgambar_url: string;
  user_id: number | null;
  dtadd: string;
}
/** List row: the image only as a URL. */
export type ArticleListWire = Omit<ArticleWire, 'vcartikel' | 'vcgambar'>;
