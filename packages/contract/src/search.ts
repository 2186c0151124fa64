import { z } from 'zod';

export const SEARCH_TYPES = ['menu', 'student', 'driver', 'vehicle'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
/** One hit of the navbar search box. */
export interface SearchHit { type: SearchType; label: string; sublabel: string; url: string }
export const searchQuery = z.object({ q: z.string().max(100, { error: 'Kata kunci maksimal 100 karakter.' }).optional().default('') });
