import type { z } from 'zod';
import { fieldMeta, formDefaults, itemSchemaOf, type FieldName, type ObjectSchema } from '@halte/contract';
import {
  choicesOf,
  type CheckboxesFieldDef,
  type CheckboxFieldDef,
  type ChoicesSource,
  type CustomFieldDef,
  type FieldDef,
  type RepeatFieldDef,
  type RupiahFieldDef,
  type SelectFieldDef,
  type TextFieldDef,
  type Values,
} from './types';

/** What the contract schema says about a field, so a declaration never repeats it; `resets` is typed per schema below. */
type FromSchema = 'name' | 'label' | 'required' | 'maxLength' | 'resets';

type TextDecl = Omit<TextFieldDef, FromSchema>;
/** Choices default to the labels the contract gives the field's codes. */
type SelectDecl = Omit<SelectFieldDef, FromSchema | 'choices'> & { choices?: ChoicesSource };
type PlainDecl = TextDecl | Omit<RupiahFieldDef, FromSchema> | SelectDecl | Omit<CheckboxFieldDef, FromSchema> | Omit<CheckboxesFieldDef, FromSchema> | Omit<CustomFieldDef, FromSchema>;
/** A list's items are declared against the list's item schema; a new item holds its defaults. */
type RepeatDecl<Item> = Omit<RepeatFieldDef, FromSchema | 'item' | 'blank'> & {
  item: (TextDecl & { name: keyof Item & string })[];
};
type ItemOf<V> = V extends readonly (infer E)[] ? E : never;

/**
 * A form field as a screen declares it: a field name of the body schema `S` (a misspelt name does
 * not compile) and only what the schema cannot know (widget, options endpoint, layout, visibility).
 */
export type FieldDecl<S extends ObjectSchema> = {
  [N in FieldName<S>]: { name: N; resets?: FieldName<S>[] } & (PlainDecl | RepeatDecl<ItemOf<NonNullable<z.input<S>[N]>>>);
}[FieldName<S>];

const TEXT_TYPES = new Set<FieldDef['type']>(['text', 'password', 'email', 'tel', 'number', 'textarea']);

/** The form fields of `decls`: label, required mark, most characters and choices from the schema. */
export function declaredFields<S extends ObjectSchema>(schema: S, decls: readonly FieldDecl<S>[]): FieldDef[] {
  return resolve(schema, decls as readonly AnyDecl[]);
}

type AnyDecl = { name: string; type: FieldDef['type']; choices?: ChoicesSource; item?: AnyDecl[] };

function resolve(schema: ObjectSchema, decls: readonly AnyDecl[]): FieldDef[] {
  return decls.map((d) => {
    const meta = fieldMeta(schema, d.name);
    if (!meta) throw new Error(`The schema gives the field '${d.name}' no label.`);
    const base = { ...d, label: meta.label, required: meta.required ?? false };
    if (TEXT_TYPES.has(d.type)) return { ...base, maxLength: meta.max } as TextFieldDef;
    if (d.type === 'select') return { ...base, choices: d.choices ?? choicesOf(meta.choices ?? {}) } as SelectFieldDef;
    if (d.type === 'repeat') {
      const itemSchema = itemSchemaOf(schema, d.name);
      if (!itemSchema) throw new Error(`The schema gives the field '${d.name}' no list of items.`);
      return { ...base, item: resolve(itemSchema, d.item ?? []), blank: formDefaults(itemSchema) } as RepeatFieldDef;
    }
    return base as FieldDef;
  });
}

/** An empty add form: the schema's defaults; a required list starts with one blank item. */
export function declaredDefaults(schema: ObjectSchema, fields: readonly FieldDef[]): Values {
  const values = formDefaults(schema);
  for (const f of fields) {
    if (f.type === 'repeat' && f.required === true && !(values[f.name] as unknown[] | undefined)?.length) {
      values[f.name] = [{ ...f.blank }];
    }
  }
  return values;
}
