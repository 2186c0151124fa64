import { PERIOD_TYPES, calendarDateText, currentLocale, type PeriodQuery, calendarDateIn } from '@halte/contract';

/** The service dates a report covers, both ends included (`YYYY-MM-DD`, days of `TZ`). */
export interface ReportDays {
  from: string;
  to: string;
  /**
   * The last day with anything to report: `to`, or today when the period reaches past it (a
   * month in progress lists its days so far, not 'Tidak beroperasi' for days still to come).
   */
  through: string;
}


const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The days of a validated period; without one, today in the zone. */
export function reportDays(query: PeriodQuery, timeZone: string, now = new Date()): ReportDays {
  const today = calendarDateIn(timeZone, now);
  const period = requestedDays(query, today);
  return { ...period, through: period.to < today ? period.to : today };
}

function requestedDays(query: PeriodQuery, today: string): Omit<ReportDays, 'through'> {
  switch (query.rt) {
    case PERIOD_TYPES.date:
      return { from: query.from!, to: query.from! };
    case PERIOD_TYPES.range:
      return { from: query.from!, to: query.to! };
    case PERIOD_TYPES.month: {
      const last = new Date(Date.UTC(query.y!, query.m!, 0)).getUTCDate();
      return { from: iso(query.y!, query.m!, 1), to: iso(query.y!, query.m!, last) };
    }
    default:
      return { from: today, to: today };
  }
}

/** The date `n` days after `date`. */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + n));
  return iso(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** A month's name in the language of the request: `November`, `Januari` / `January`. */
const monthName = (month: number) => new Intl.DateTimeFormat(currentLocale(), { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));

/** The period as a file's title block names it (in Indonesian; the workbook translates it). */
export function periodTitle(query: PeriodQuery, days: ReportDays): string {
  if (query.rt === PERIOD_TYPES.month) return `Periode: ${monthName(query.m!)} ${query.y}`;
  if (days.from === days.to) return `Tanggal: ${calendarDateText(days.from)}`;
  return `Periode: ${calendarDateText(days.from)} s.d. ${calendarDateText(days.to)}`;
}

/** `laporan-bus-20261101-20261130.xlsx`. */
export const reportFileName = (prefix: string, days: ReportDays) => `${prefix}-${days.from.replaceAll('-', '')}-${days.to.replaceAll('-', '')}.xlsx`;
