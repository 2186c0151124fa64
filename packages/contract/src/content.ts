import { z } from 'zod';
import { optionalText, requiredText } from './fields.js';

/** Images: JPEG, PNG or WebP, checked by content on the server. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_MSG = {
  tooLarge: 'Ukuran gambar maksimal 2 MB.',
  badType: 'Gambar harus berformat JPEG, PNG atau WebP.',
  badBase64: 'Gambar tidak dapat dibaca: data base64 tidak valid.',
} as const;

/**
 * An image as base64 without the `data:` prefix (a prefix is tolerated).
 * Missing: keep the current image (update) or none (create); '' or null: no image.
 * The byte limit is checked after decoding on the server (413), not here.
 */
const imageField = z.string({ error: IMAGE_MSG.badBase64 }).nullish();

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

/** POST /articles/slider and PUT /articles/slider/{id}. */
export const sliderBody = z.object({
  vcnama: requiredText('Judul', 200),
  vcdeskripsi: optionalText('Deskripsi', 1000),
  vcimage: imageField,
  user_id: z.unknown().optional(),
});
export type SliderBody = z.infer<typeof sliderBody>;

export interface SliderWire {
  intid: number;
  vcnama: string;
  vcdeskripsi: string;
  /** Base64 without prefix; '' when none. */
  vcimage: string;
  vcimage_url: string;
  user_id: number | null;
  dtadd: string;
}
export type SliderListWire = Omit<SliderWire, 'vcimage'>;
