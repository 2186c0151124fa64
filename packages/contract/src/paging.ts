import { z } from 'zod';

export const PAGE_SIZES = [10, 20, 30] as const;
export const DEFAULT_LIMIT = 10;

/** `?q&page&limit` shared by every list call. */
export const listQuery = z.object({
  q: z.string().max(100, { error: 'Kata kunci maksimal 100 karakter.' }).optional().default(''),
  page: z.coerce.number({ error: 'Halaman harus berupa angka.' }).int().min(1, { error: 'Halaman minimal 1.' }).max(1_000_000).optional().default(1),
  limit: z.coerce.number({ error: 'Batas baris harus berupa angka.' }).int().min(1, { error: 'Batas baris 1 sampai 100.' }).max(100, { error: 'Batas baris 1 sampai 100.' }).optional().default(DEFAULT_LIMIT),
});
export type ListQuery = z.infer<typeof listQuery>;

/**
 * Up to this many matches a search's total is exact; beyond, a search stops counting and its
 * total is a lower bound (`length_exact: false`), which grows as the pages go on.
 */
export const EXACT_TOTAL_UP_TO = 1000;

export const pageTotal = (length: number, limit: number) => (length === 0 ? 0 : Math.ceil(length / limit));
/** Row number shown in the "No" column. */
export const rowNumber = (limit: number, page: number, index: number) => limit * (page - 1) + index + 1;
