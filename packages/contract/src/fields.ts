import { z } from 'zod';
import { withMeta } from './field-meta.js';
import { MSG, notFoundOf, requiredOf, tooLongOf } from './messages.js';

/** A required text field: '<Label> tidak boleh kosong.' when missing, empty or not text. */
export const requiredText = (label: string, max = 200) =>
  withMeta(
    z
      .string({ error: requiredOf(label) })
      .trim()
      .min(1, { error: requiredOf(label) })
      .max(max, { error: tooLongOf(label, max) }),
    { label, required: true, max, default: '' },
  );

/** An optional text field; missing or null becomes ''. */
export const optionalText = (label: string, max = 200) =>
  withMeta(
    z
      .string({ error: `${label} harus berupa teks.` })
      .trim()
      .max(max, { error: tooLongOf(label, max) })
      .nullish()
      .transform((v) => v ?? ''),
    { label, required: false, max, default: '' },
  );

/**
 * A required choice among numeric codes, given with their labels (`{ 1: 'Bus', 2: 'Angkotan' }`);
 * accepts "2" or 2 as the web's selects send strings.
 */
export const requiredChoice = (label: string, choices: Readonly<Record<number, string>>) => {
  const values = Object.keys(choices).map(Number);
  return withMeta(
    z.coerce.number({ error: requiredOf(label) }).refine((v) => values.includes(v), { error: requiredOf(label) }),
    { label, required: true, default: '', choices },
  );
};

/** Ids are PostgreSQL integers; a bigger number cannot name a record. */
export const MAX_ID = 2147483647;

/** A plain positive decimal integer without leading zeros, as the web's selects send it. */
const ID_DIGITS = /^[1-9][0-9]*$/;

/**
 * An id: a positive integer up to MAX_ID, sent as a number or as a string of digits (`7`,
 * `"7"`). Nothing else is read as one: not `" 7"`, `"0x7"`, `"7e0"`, `[7]` or `true`, which a
 * plain number coercion would turn into some other record's id. Missing, null or empty
 * answers `missing`, any other value `unknown`.
 */
export const idField = (missing: string, unknown: string = missing) => {
  const error = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null || issue.input === '' ? missing : unknown);
  return z
    .union([z.number({ error }), z.string({ error }).regex(ID_DIGITS, { error })], { error })
    .transform(Number)
    .pipe(z.number().int({ error: unknown }).positive({ error: unknown }).max(MAX_ID, { error: unknown }));
};

/** A required reference to another record's id: '<Label> tidak boleh kosong.' when missing, '<Label> tidak ditemukan.' when it cannot be an id. */
export const requiredId = (label: string) => withMeta(idField(requiredOf(label), notFoundOf(label)), { label, required: true, default: '' });

/** Path parameter `{id}`: an id as `idField` reads it, else 404 as no such record exists. */
export const idParam = z.object({ id: idField(MSG.notFound) });
export type IdParam = z.infer<typeof idParam>;

/** A 0/1 flag; the web's checkbox may send true/false or "1"/"0". Missing is `missing` (0 unless given). */
export const flag = (label: string, missing: 0 | 1 = 0) =>
  withMeta(
    z.preprocess(
      (v) => (v === true ? 1 : v === false ? 0 : v === undefined || v === null || v === '' ? missing : v),
      z.coerce.number({ error: `${label} harus 0 atau 1.` }).refine((v) => v === 0 || v === 1, { error: `${label} harus 0 atau 1.` }),
    ),
    { label, required: false, default: missing },
  );

/** A coordinate in degrees; '', null or missing is "not given". */
export const coordinate = (label: string, limit: number) =>
  withMeta(
    z.preprocess(
      (v) => (v === '' || v === undefined || v === null ? null : typeof v === 'string' ? Number(v.trim().replace(',', '.')) : v),
      z
        .number({ error: `${label} harus berupa angka.` })
        .refine((n) => Number.isFinite(n), { error: `${label} harus berupa angka.` })
        .refine((n) => n >= -limit && n <= limit, { error: `${label} harus antara -${limit} dan ${limit}.` })
        .nullable(),
    ),
    { label, required: false, default: '' },
  );
export const latitudeField = coordinate('Latitude', 90);
export const longitudeField = coordinate('Longitude', 180);

/**
 * A whole non-negative number up to `max` (rupiah, minutes), sent as a number or as digits as
 * the web's inputs send them. Missing or empty: '<Label> tidak boleh kosong.'
 */
export const wholeNumber = (label: string, max: number) => {
  const notNumber = `${label} harus berupa bilangan bulat 0 sampai ${max.toLocaleString('id-ID')}.`;
  return withMeta(
    z.preprocess(
      (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
      z
        .number({ error: (iss) => (iss.input === undefined ? requiredOf(label) : notNumber) })
        .int({ error: notNumber })
        .min(0, { error: notNumber })
        .max(max, { error: notNumber }),
    ),
    { label, required: true, default: '' },
  );
};

/** Integer rupiah, at most a hundred billion (a year's target of a whole regency fits). */
export const RUPIAH_MAX = 100_000_000_000;
export const rupiahField = (label: string, max = RUPIAH_MAX) => wholeNumber(label, max);

/** A password of 8 to 200 characters. */
export const passwordText = (label: string) =>
  withMeta(
    z.string({ error: requiredOf(label) })
      .min(1, { error: requiredOf(label) })
      .min(8, { error: `${label} minimal 8 karakter.` })
      .max(200, { error: tooLongOf(label, 200) }),
    { label, required: true, max: 200, default: '' },
  );

/** A password that may stay empty on update: the current one is then kept. */
export const keptPassword = (label: string) =>
  withMeta(z.union([z.literal(''), passwordText(label)]).optional(), { label, required: false, max: 200, default: '' });
