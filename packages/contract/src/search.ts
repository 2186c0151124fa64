import { z } from 'zod';

export const SEARCH_TYPES = ['menu', 'student', 'driver', 'vehicle', 'parking-location', 'parking-vehicle-type', 'parking-plate'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
/** One hit of the navbar search box. */
export const searchHit = z.object({ type: z.enum(SEARCH_TYPES), label: z.string(), sublabel: z.string(), url: z.string() }).meta({ id: 'SearchHit' });
export type SearchHit = z.infer<typeof searchHit>;
export const searchQuery = z.object({ q: z.string().max(100, { error: 'Kata kunci maksimal 100 karakter.' }).optional().default('') });
