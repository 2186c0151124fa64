import { z } from 'zod';
import { listQuery } from './paging.js';
import { requiredOf } from './messages.js';

/** How a period is given: one date, a range of dates, or a month of a year. */
export const PERIOD_TYPES = { date: 1, range: 2, month: 3 } as const;
export type PeriodType = (typeof PERIOD_TYPES)[keyof typeof PERIOD_TYPES];

export const PERIOD_YEARS = { min: 2000, max: 2100 } as const;

/** The period filter's messages. */
export const PERIOD_MSG = {
  type: 'Jenis periode harus 1 (tanggal), 2 (rentang tanggal) atau 3 (bulan).',
  typeRequired: requiredOf('Jenis periode'),
  date: 'Tanggal harus tanggal yang ada, dengan format TTTT-BB-HH.',
  dateRequired: requiredOf('Tanggal'),
  fromRequired: requiredOf('Tanggal awal'),
  toRequired: requiredOf('Tanggal akhir'),
  order: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
  month: 'Bulan harus 1 sampai 12.',
  monthRequired: requiredOf('Bulan'),
  year: `Tahun harus ${PERIOD_YEARS.min} sampai ${PERIOD_YEARS.max}.`,
  yearRequired: requiredOf('Tahun'),
} as const;

/** A calendar date `YYYY-MM-DD` that exists (no 30 February). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const calendarDate = z.string({ error: PERIOD_MSG.date }).refine(isCalendarDate, { error: PERIOD_MSG.date });

/** `rt` (1 one date `from`; 2 a range `from`..`to`, both days included; 3 a month `m` of year `y`). */
export const periodShape = {
  rt: z.coerce.number({ error: PERIOD_MSG.type }).int({ error: PERIOD_MSG.type }).min(1, { error: PERIOD_MSG.type }).max(3, { error: PERIOD_MSG.type }).optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  m: z.coerce.number({ error: PERIOD_MSG.month }).int({ error: PERIOD_MSG.month }).min(1, { error: PERIOD_MSG.month }).max(12, { error: PERIOD_MSG.month }).optional(),
  y: z.coerce
    .number({ error: PERIOD_MSG.year })
    .int({ error: PERIOD_MSG.year })
    .min(PERIOD_YEARS.min, { error: PERIOD_MSG.year })
    .max(PERIOD_YEARS.max, { error: PERIOD_MSG.year })
    .optional(),
};

/** The period part of a list query, once validated. */
export interface PeriodQuery {
  rt?: number;
  from?: string;
  to?: string;
  m?: number;
  y?: number;
}

/** What each kind of period needs; a value given without `rt` is refused rather than ignored. */
export function checkPeriod(p: PeriodQuery, ctx: z.RefinementCtx) {
  const missing = (field: keyof PeriodQuery, message: string) => {
    if (p[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
  };
  if (p.rt === undefined) {
    if (p.from !== undefined || p.to !== undefined || p.m !== undefined || p.y !== undefined) missing('rt', PERIOD_MSG.typeRequired);
    return;
  }
  if (p.rt === PERIOD_TYPES.date) missing('from', PERIOD_MSG.dateRequired);
  if (p.rt === PERIOD_TYPES.range) {
    missing('from', PERIOD_MSG.fromRequired);
    missing('to', PERIOD_MSG.toRequired);
    if (p.from !== undefined && p.to !== undefined && p.to < p.from) ctx.addIssue({ code: 'custom', path: ['to'], message: PERIOD_MSG.order });
  }
  if (p.rt === PERIOD_TYPES.month) {
    missing('m', PERIOD_MSG.monthRequired);
    missing('y', PERIOD_MSG.yearRequired);
  }
}

type ListShape = typeof listQuery.shape;
type PeriodShape = typeof periodShape;

/**
 * The query of one list: `q`, `page`, `limit`, with `period: true` the period filter, and the
 * list's own filters (`extra`, each optional, with its own message), e.g.
 * `listQueryOf({ period: true, extra: { intsekolah: ... } })`.
 */
export function listQueryOf<E extends z.ZodRawShape = Record<never, never>>(options: {
  period: true;
  extra?: E;
}): z.ZodObject<ListShape & PeriodShape & E>;
export function listQueryOf<E extends z.ZodRawShape = Record<never, never>>(options: { period?: false; extra?: E }): z.ZodObject<ListShape & E>;
export function listQueryOf(options: { period?: boolean; extra?: z.ZodRawShape }) {
  const extended = listQuery.extend(options.extra ?? {});
  if (!options.period) return extended;
  return extended.extend(periodShape).superRefine((value, ctx) => checkPeriod(value as PeriodQuery, ctx));
}
