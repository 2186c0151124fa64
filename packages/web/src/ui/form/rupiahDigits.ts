/** Whole rupiah as typed: digits grouped by thousands with dots (`2061000000` → `2.061.000.000`). */
export const groupRupiah = (amount: number | null): string => (amount === null ? '' : String(Math.trunc(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.'));

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
