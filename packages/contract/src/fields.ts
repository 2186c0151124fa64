import { z } from 'zod';
import { requiredOf, tooLongOf } from './messages.js';

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

/** A required reference to another record's id. */
export const requiredId = (label: string) =>
  z.coerce.number({ error: requiredOf(label) }).int({ error: requiredOf(label) }).positive({ error: requiredOf(label) });

/** Path parameter `{id}`: a positive integer, else 404 as no such record exists. */
export const idParam = z.object({ id: z.coerce.number().int().positive().max(2147483647) });
export type IdParam = z.infer<typeof idParam>;

/** A 0/1 flag; the web's checkbox may send true/false or "1"/"0". Missing is 0. */
export const flag = (label: string) =>
  z.preprocess(
    (v) => (v === true ? 1 : v === false || v === undefined || v === null || v === '' ? 0 : v),
    z.coerce.number({ error: `${label} harus 0 atau 1.` }).refine((v) => v === 0 || v === 1, { error: `${label} harus 0 atau 1.` }),
  );

/** Ids are PostgreSQL integers; a bigger number cannot name a record. */
export const MAX_ID = 2147483647;
export const referenceId = (label: string) => requiredId(label).max(MAX_ID, { error: `${label} tidak ditemukan.` });
