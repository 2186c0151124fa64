import { z } from 'zod';

/** A message's photo as its endpoint answers it: the bytes themselves (not re-exported: a schema, not an endpoint). */
export const photoAnswer = z.string().meta({ format: 'binary', description: 'The photo bytes (JPEG, PNG or WebP).' });
