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

/** A 0/1 flag; the web's checkbox may send true/false or "1"/"0". Missing is 0. */
export const flag = (label: string) =>
  withMeta(
    z.preprocess(
      (v) => (v === true ? 1 : v === false || v === undefined || v === null || v === '' ? 0 : v),
      z.coerce.number({ error: `${label} harus 0 atau 1.` }).refine((v) => v === 0 || v === 1, { error: `${label} harus 0 atau 1.` }),
    ),
    { label, required: false, default: 0 },
  );

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
