import { inLocale } from '../inLocale';

type Width = 'long' | 'short';

// Noon UTC of a day, read in UTC: the day it names in any zone's calendar.
const namesOf = (part: 'month' | 'weekday') => {
  const format = (width: Width) => inLocale((locale) => new Intl.DateTimeFormat(locale, { [part]: width, timeZone: 'UTC' }));
  return { long: format('long'), short: format('short') };
};
const monthFormats = namesOf('month');
const weekdayFormats = namesOf('weekday');

/** A month's name in the running language, 1 = January: 'Januari' / 'January', short 'Agu' / 'Aug'. */
export const monthName = (month: number, width: Width = 'long'): string => monthFormats[width]().format(new Date(Date.UTC(2000, month - 1, 15, 12)));

/** The twelve months' names in the running language, January first. */
export const monthNames = (width: Width = 'long'): string[] => Array.from({ length: 12 }, (_, i) => monthName(i + 1, width));

/** The weekday of a calendar day (`2026-03-09`) in the running language: 'Senin' / 'Monday', short 'Sen' / 'Mon'. */
export const weekdayOf = (day: string, width: Width = 'long'): string => weekdayFormats[width]().format(new Date(`${day}T12:00:00Z`));
