import { z } from 'zod';
import * as contract from '@halte/contract';
import { fieldRegistry } from '@halte/contract';
import { looksLikeText, type SourceText } from './source-texts.js';

/** What the messages built from a label, a count or a wait are called with. */
const MESSAGE_BUILDERS: Record<string, () => string[]> = {
  requiredOf: () => [contract.requiredOf('Nama')],
  notFoundOf: () => [contract.notFoundOf('Nama')],
  duplicateOf: () => [contract.duplicateOf('Nama')],
  tooLongOf: () => [contract.tooLongOf('Nama', 100)],
  tooManyWait: () => [contract.tooManyWait(1000), contract.tooManyWait(5000), contract.tooManyWait(60_000), contract.tooManyWait(120_000)],
  photoQuotaFull: () => [contract.photoQuotaFull('50')],
};

/** A constant's name: `MSG`, `TRIP_MSG`, `SCREENS`, `DAY_NAMES`; not the English dictionary's own. */
const CONSTANT = /^(?!ENGLISH_)[A-Z][A-Z0-9_]*$/;

/**
 * The texts of a constant: its strings that look like text, however deep (`SCREENS[i].label`,
 * `MEMBER_STATUS[1].label`), and what its functions answer for a sample count (`MEMBER_LIMIT_MSG`).
 */
function constantTexts(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return looksLikeText(value) ? [value] : [];
  if (typeof value === 'function') {
    const answer: unknown = value.length <= 1 ? (value as (sample: number) => unknown)(5000) : undefined;
    return typeof answer === 'string' ? [answer] : [];
  }
  if (!value || typeof value !== 'object' || seen.has(value) || value instanceof RegExp || value instanceof z.ZodType) return [];
  seen.add(value);
  return Object.values(value).flatMap((v) => constantTexts(v, seen));
}

/** Every label and choice label a schema's fields carry, through objects, lists, unions and wrappers. */
function schemaTexts(schema: z.ZodType, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const meta = fieldRegistry.get(schema);
  const own = meta ? [meta.label, ...Object.values(meta.choices ?? {})] : [];
  return [...own, ...innerSchemas(schema).flatMap((s) => schemaTexts(s, seen))];
}

function innerSchemas(s: z.ZodType): z.ZodType[] {
  if (s instanceof z.ZodObject) return Object.values(s.shape as Record<string, z.ZodType>);
  if (s instanceof z.ZodArray) return [s.element as z.ZodType];
  if (s instanceof z.ZodUnion) return [...(s.options as z.ZodType[])];
  if (s instanceof z.ZodTuple) return [...(s.def.items as z.ZodType[])];
  if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault || s instanceof z.ZodPrefault) return [s.unwrap() as z.ZodType];
  if (s instanceof z.ZodPipe) return [s.in as z.ZodType, s.out as z.ZodType];
  return [];
}

/**
 * The texts the contract gives the server: each constant's texts (every `*_MSG`, the status and
 * choice names, the screens and their groups, the reports' titles and columns, days and months),
 * the message builders' answers, and the labels and choices of every schema it exports.
 */
export function contractTexts(): SourceText[] {
  return Object.entries(contract).flatMap(([name, value]) => {
    const at = `@halte/contract ${name}`;
    let texts: string[] = [];
    if (MESSAGE_BUILDERS[name]) texts = MESSAGE_BUILDERS[name]();
    else if (value instanceof z.ZodType) texts = schemaTexts(value);
    else if (CONSTANT.test(name)) texts = constantTexts(value);
    return texts.map((text) => ({ text, at }));
  });
}
