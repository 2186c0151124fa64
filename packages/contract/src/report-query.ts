import { z } from 'zod';
import { calendarDate, checkPeriod, listQueryOf, periodShape, PERIOD_TYPES, type PeriodQuery } from './filters.js';
import { idField } from './fields.js';
import { listQuery } from './paging.js';
import { MSG } from './messages.js';

/** The longest period a report covers: a year, leap day included. */
export const REPORT_MAX_DAYS = 366;

export const REPORT_MSG = {
  tooLong: `Periode laporan paling lama ${REPORT_MAX_DAYS} hari.`,
} as const;

const dayNumber = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** The days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

function checkSpan(p: PeriodQuery, ctx: z.RefinementCtx) {
  if (p.rt === PERIOD_TYPES.range && p.from && p.to && daysBetween(p.from, p.to) > REPORT_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MSG.tooLong });
  }
}

/**
 * A report's page: `q`, `page`, `limit` and the period (`rt` 1 a date, 2 a range of at most a
 * year, 3 a month). Without a period a report covers today (in `TZ`).
 */
export const reportQuery = reportQueryOf({});
export type ReportQuery = z.infer<typeof reportQuery>;

/** A report's page with its own filters (`extra`, each optional), e.g. a school. */
export function reportQueryOf<E extends z.ZodRawShape>(extra: E) {
  return listQueryOf({ period: true, extra }).superRefine((p, ctx) => checkSpan(p as PeriodQuery, ctx));
}

/** A report's file: the same filters, every row. */
export function reportExportQueryOf<E extends z.ZodRawShape>(extra: E) {
  return z
    .object({ q: listQuery.shape.q, ...periodShape, ...extra })
    .superRefine((value, ctx) => {
      const p = value as PeriodQuery;
      checkPeriod(p, ctx);
      checkSpan(p, ctx);
    });
}

export const reportExportQuery = reportExportQueryOf({});
export type ReportExportQuery = z.infer<typeof reportExportQuery>;

/** `{id}/{date}` of a report's detail: a row's subject on one service date. */
export const reportDetailParams = z.object({ id: idField(MSG.notFound), date: calendarDate });
export type ReportDetailParams = z.infer<typeof reportDetailParams>;

/** `{date}` of a one-day file. */
export const reportDateParams = z.object({ date: calendarDate });

/** A one-day file's filter: the keyword only. */
export const reportKeywordQuery = z.object({ q: listQuery.shape.q });

/** What every report row starts with: whose row it is (a vehicle, a driver) and its service date. */
export const serviceDayRow = z.object({
  /** The vehicle or driver the row is of. */
  intid: z.number().int(),
  /** The service date (YYYY-MM-DD, in the server's TZ). */
  dtservice: z.string(),
});
