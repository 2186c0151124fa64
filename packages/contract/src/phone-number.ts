import { optionalText, requiredText } from './fields.js';

/**
 * A phone number as the application stores and compares it: Indonesia's national form, digits
 * only with the leading 0 (`081336001001`), so `0813-3600-1001`, `0813 3600 1001`,
 * `+62 813-3600-1001`, `6281336001001` and `81336001001` are one number wherever they are typed
 * or looked up. A number of another country keeps its international form (`+6512345678`).
 * Undefined for text that is not a phone number.
 *
 * The national form is what parents and staff write and read here, and what the department's
 * records already hold. Migration 0032 applies the same rules in SQL to older rows.
 */
export function normalizePhone(typed: string): string | undefined {
  const digits = typed.replace(/[\s().-]+/g, '');
  const indonesian = /^(?:\+?620?|0)([1-9][0-9]{6,12})$/.exec(digits) ?? /^(8[0-9]{7,11})$/.exec(digits);
  if (indonesian) return `0${indonesian[1]}`;
  return /^\+(?!62)[1-9][0-9]{6,14}$/.test(digits) ? digits : undefined;
}

/** A required phone number field: `invalid` for text that is not one; the value comes out normalised. */
export const phoneText = (label: string, invalid: string, max = 30) =>
  requiredText(label, max)
    .refine((v) => normalizePhone(v) !== undefined, { error: invalid })
    .transform((v) => normalizePhone(v)!);

/** The same, where the number may be left empty (''). */
export const optionalPhoneText = (label: string, invalid: string, max = 30) =>
  optionalText(label, max)
    .refine((v) => v === '' || normalizePhone(v) !== undefined, { error: invalid })
    .transform((v) => (v === '' ? '' : normalizePhone(v)!));
