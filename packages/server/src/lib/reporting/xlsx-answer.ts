import { z } from 'zod';

/**
 * A route's file answer: documented in the OpenAPI document under its media type as binary
 * (not JSON). The handler sends a stream, which is never serialised or checked as JSON.
 */
export const xlsxAnswer = (mediaType: string) =>
  z.string().meta({ description: 'Berkas Excel (.xlsx).', content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } } });
