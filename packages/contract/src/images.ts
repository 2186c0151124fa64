import { z } from 'zod';
import { withMeta } from './field-meta.js';

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
export const imageField = withMeta(z.string({ error: IMAGE_MSG.badBase64 }).nullish(), { label: 'Gambar', required: false, default: '' });
