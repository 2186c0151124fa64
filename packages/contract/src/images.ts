import { z } from 'zod';
import { withMeta } from './field-meta.js';
import { IMAGE_MSG } from './image-limits.js';

/**
 * An image as base64 without the `data:` prefix (a prefix is tolerated).
 * Missing: keep the current image (update) or none (create); '' or null: no image.
 * The byte limit is checked after decoding on the server (413), not here.
 */
export const imageField = withMeta(z.string({ error: IMAGE_MSG.badBase64 }).nullish(), { label: 'Gambar', required: false, default: '' });
