import { useMemo } from 'react';
import { currentLocale } from '@halte/contract';
import { useServiceZone } from './serviceDay';

type Instant = string | number | Date;

/** How an instant reads to the department's staff: always in the service's zone, whatever the browser's. */
export interface ZonedFormat {
  /** 06:45 */
  clock(instant: Instant): string;
  /** 06:45:12 */
  clockSeconds(instant: Instant): string;
  /** 23 Nov 2026, 08.15 */
  dateTime(instant: Instant): string;
  /** 23 Nov 2026 */
  date(instant: Instant): string;
  /** 2026-11-23, the calendar day (service date) of the instant */
  day(instant: Instant): string;
  /** Rabu, 11 Maret 2026 */
  longDate(instant: Instant): string;
}

const toDate = (i: Instant) => (i instanceof Date ? i : new Date(i));

/**
 * The formats of one zone; `undefined` = the browser's, until the server's zone is known. Dates
 * read in the running language; the clock and the calendar day keep fixed machine formats.
 */
export function zonedFormat(timeZone: string | undefined): ZonedFormat {
  const locale = currentLocale();
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const clockSeconds = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const dateTime = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });
  const date = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium' });
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const longDate = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return {
    clock: (i) => clock.format(toDate(i)),
    clockSeconds: (i) => clockSeconds.format(toDate(i)),
    dateTime: (i) => dateTime.format(toDate(i)),
    date: (i) => date.format(toDate(i)),
    day: (i) => day.format(toDate(i)),
    longDate: (i) => longDate.format(toDate(i)),
  };
}

/** The formats of the server's zone (`TZ`, from /config). */
export function useZonedFormat(): ZonedFormat {
  const zone = useServiceZone();
  return useMemo(() => zonedFormat(zone), [zone]);
}
