import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import { idParam } from '../../fields.js';

const tags = ['image'];
const answers = { 200: z.string().meta({ format: 'binary', description: 'The image bytes (JPEG, PNG or WebP); 304 when the ETag still matches.' }) };

/** Public images of articles and slider pictures, the URLs lists give (the member app shows them too). */
export const IMAGES_API = {
  article: endpoint({ method: 'GET', path: '/images/articles/:uuid', tags, access: 'public', params: z.object({ uuid: z.uuid() }), answers }),
  slider: endpoint({ method: 'GET', path: '/images/sliders/:id', tags, access: 'public', params: idParam, answers }),
};
