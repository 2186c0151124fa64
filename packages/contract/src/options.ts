import { z } from 'zod';
import { listQuery } from './paging.js';

export const OPTION_LIMIT = { default: 20, max: 100 } as const;

const limitMessage = `Batas pilihan 1 sampai ${OPTION_LIMIT.max}.`;

/**
 * `?q&limit&ids` of every option list (`/lists/*`): the options whose label matches `q`, at
 * most `limit` of them; or, with `ids` (comma-separated), exactly those options, for the values
 * a form already holds.
 */
export const optionQuery = z.object({
  q: listQuery.shape.q,
  limit: z.coerce
    .number({ error: limitMessage })
    .int({ error: limitMessage })
    .min(1, { error: limitMessage })
    .max(OPTION_LIMIT.max, { error: limitMessage })
    .optional()
    .default(OPTION_LIMIT.default),
  ids: z
    .string()
    .regex(new RegExp(`^\\d{1,9}(,\\d{1,9}){0,${OPTION_LIMIT.max - 1}}$`), { error: `Pilihan harus berupa daftar id (angka dipisah koma, paling banyak ${OPTION_LIMIT.max}).` })
    .optional(),
});
export type OptionQuery = z.infer<typeof optionQuery>;

/** The ids of `?ids=3,7`. */
export const idsOf = (ids: string | undefined): number[] => (ids ? ids.split(',').map(Number) : []);
