import { inLocale } from '../inLocale';

const grouping = inLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: true }));
const currency = inLocale((locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'IDR' }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? 'Rp');

/** Whole rupiah as typed: digits grouped by thousands as the running language writes them (`2061000000` → `2.061.000.000` / `2,061,000,000`). */
export const groupRupiah = (amount: number | null): string => (amount === null ? '' : grouping().format(Math.trunc(amount)));

/** The rupiah's sign in the running language: `Rp` / `IDR`. */
export const rupiahSign = (): string => currency();

/** What a rupiah input holds as a number: its digits, null when it has none. */
export function parseRupiah(text: string): number | null {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits === '' ? null : Number(digits);
}

/** Where the caret goes in `formatted` to stay after the same count of digits as before. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]) && ++seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}
