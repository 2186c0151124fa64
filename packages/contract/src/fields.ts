import { z } from 'zod';
import { MSG, notFoundOf, requiredOf, tooLongOf } from './messages.js';

/** A required text field: '<Label> tidak boleh kosong.' when missing, empty or not text. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: requiredOf(label) })
    .trim()
    .min(1, { error: requiredOf(label) })
    .max(max, { error: tooLongOf(label, max) });

/** An optional text field; missing or null becomes ''. */
export const optionalText = (label: string, max = 200) =>
  z
    .string({ error: `${label} harus berupa teks.` })
    .trim()
    .max(max, { error: tooLongOf(label, max) })
    .nullish()
    .transform((v) => v ?? '');

/** A required choice among numbers; accepts "2" or 2 as the web's selects send strings. */
export const requiredChoice = <T extends readonly number[]>(label: string, values: T) =>
  z.coerce
    .number({ error: requiredOf(label) })
    .refine((v) => values.includes(v), { error: requiredOf(label) });

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
export const requiredId = (label: string) => idField(requiredOf(label), notFoundOf(label));

/** Path parameter `{id}`: an id as `idField` reads it, else 404 as no such record exists. */
export const idParam = z.object({ id: idField(MSG.notFound) });
export type IdParam = z.infer<typeof idParam>;

/** A 0/1 flag; the web's checkbox may send true/false or "1"/"0". Missing is 0. */
export const flag = (label: string) =>
  z.preprocess(
    (v) => (v === true ? 1 : v === false || v === undefined || v === null || v === '' ? 0 : v),
    z.coerce.number({ error: `${label} harus 0 atau 1.` }).refine((v) => v === 0 || v === 1, { error: `${label} harus 0 atau 1.` }),
  );
