import { sql, type AnyColumn } from 'drizzle-orm';
import { likePattern, type SearchVia } from './paging.js';

/**
 * A search over a column of normalised phone numbers (normalizePhone): a keyword made of digits
 * and separators also finds the number written without them (`0813-3600` finds `081336001001`),
 * a leading `+62` read as `0`. The keyword as typed still matches, for numbers left as typed.
 */
export const phoneSearch = (column: AnyColumn): SearchVia => ({
  match: (pattern, keyword) => {
    const digits = keyword.replace(/[\s().-]+/g, '').replace(/^\+62/, '0');
    if (!/^\+?[0-9]+$/.test(digits)) return sql`lower(${column}) like ${pattern}`;
    return sql`(lower(${column}) like ${pattern} or ${column} like ${likePattern(digits)})`;
  },
});
