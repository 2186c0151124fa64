import { z } from 'zod';
import { currentLanguage } from './language.js';
import { translate } from './translate.js';

/** What a form needs to know about a body field, declared once next to its rules. */
export interface FieldMeta {
  /** The field's name in forms; messages use the label the field was built with. */
  label: string;
  /** The form marks it as required (when it is shown). */
  required?: boolean;
  /** Most characters the text may have. */
  max?: number;
  /** The value of an empty add form. */
  default?: unknown;
  /** Labels of the numeric codes the field accepts, e.g. `{ 1: 'Bus', 2: 'Angkotan' }`. */
  choices?: Readonly<Record<number, string>>;
}

/** Field metadata keyed by schema; a schema derived by `.refine`, `.regex`… inherits it. */
export const fieldRegistry = z.registry<FieldMeta>();

/** Any body schema whose fields a form can declare. */
export type ObjectSchema = z.ZodObject;
/** A body field's name; a misspelt name does not compile. */
export type FieldName<S extends z.ZodType> = keyof z.input<S> & string;

/** Attaches form metadata to a field schema and returns it. */
export const withMeta = <T extends z.ZodType>(schema: T, meta: FieldMeta): T => {
  fieldRegistry.add(schema, meta);
  return schema;
};

/**
 * The metadata of a field schema, looking through `.optional()`, `.nullable()`, `.default()` and
 * `.pipe()`; its label and choices in the language now (declared in Indonesian).
 */
export function metaOf(schema: z.ZodType): FieldMeta | undefined {
  let s: z.ZodType | undefined = schema;
  while (s) {
    const found = fieldRegistry.get(s);
    if (found) return inLanguage(found);
    s = innerOf(s);
  }
  return undefined;
}

function inLanguage(meta: FieldMeta): FieldMeta {
  const language = currentLanguage();
  if (language === 'id') return meta;
  const choices = meta.choices && Object.fromEntries(Object.entries(meta.choices).map(([k, v]) => [k, translate(v, language)]));
  return { ...meta, label: translate(meta.label, language), ...(choices ? { choices } : {}) };
}

function innerOf(schema: z.ZodType): z.ZodType | undefined {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault) {
    return schema.unwrap() as z.ZodType;
  }
  if (schema instanceof z.ZodPipe) return schema.in as z.ZodType;
  return undefined;
}

/** The item schema of a list field of objects (a route's stops), or undefined. */
export function itemSchemaOf<S extends ObjectSchema>(schema: S, name: FieldName<S>): ObjectSchema | undefined {
  let s: z.ZodType | undefined = (schema.shape as Record<string, z.ZodType>)[name];
  while (s && !(s instanceof z.ZodArray)) s = innerOf(s);
  return s instanceof z.ZodArray && s.element instanceof z.ZodObject ? s.element : undefined;
}

/** The same rules under another form label, e.g. 'ID Siswa (NISN)' while messages say 'ID Siswa'. */
export const relabel = <T extends z.ZodType>(schema: T, label: string): T =>
  withMeta(schema.clone(), { ...metaOf(schema), label });

/** The metadata of one field of a body schema; undefined when the field has none. */
export const fieldMeta = <S extends ObjectSchema>(schema: S, name: FieldName<S>): FieldMeta | undefined => {
  const field = (schema.shape as Record<string, z.ZodType>)[name];
  return field ? metaOf(field) : undefined;
};

const entries = (schema: ObjectSchema) =>
  Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([name, field]) => {
    const meta = metaOf(field);
    return meta ? [[name, meta] as const] : [];
  });

/** Every labelled field's label by name, for column headers that use the same words. */
export const labelsOf = <S extends ObjectSchema>(schema: S) =>
  Object.fromEntries(entries(schema).map(([name, meta]) => [name, meta.label])) as Record<FieldName<S>, string>;

/** The values of an empty add form: each labelled field's default. */
export const formDefaults = (schema: ObjectSchema): Record<string, unknown> =>
  Object.fromEntries(entries(schema).filter(([, meta]) => meta.default !== undefined).map(([name, meta]) => [name, meta.default]));
