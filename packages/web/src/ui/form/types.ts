import type { Source } from '../../api/endpoints';
import type { ComponentType } from 'react';
import type { Option } from '@halte/contract';

export type FormMode = 'add' | 'update' | 'detail';
export type Values = Record<string, unknown>;

/** Either fixed per mode or a function of it. */
type PerMode<T> = T | ((mode: FormMode) => T);

/** A choice in a select or checkbox group; `parent` builds a tree. */
export interface Choice extends Option {
  parent?: number | null;
}

/** Fixed choices from a map of numeric codes to labels, e.g. `{ 1: 'Bus', 2: 'Angkotan' }`. */
export const choicesOf = (labels: Readonly<Record<number, string>>): Choice[] =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));

/**
 * Fixed choices of a select keyed by words, e.g. `{ create: 'Tambah' }`. A select reads and
 * sends every choice's value as text, so a word serves as an id does (never for checkboxes,
 * whose values are ids).
 */
export const wordChoicesOf = (labels: Readonly<Record<string, string>>): Choice[] =>
  Object.entries(labels).map(([value, label]) => ({ value: value as unknown as number, label }));

/**
 * Where choices come from: a fixed list, or an endpoint answering `{ data: [...] }` (e.g.
 * `LISTS_API.role`). The endpoint may depend on other values (a school's classes) and answer
 * any row shape when `map` turns it into a choice.
 */
export type ChoicesSource =
  | readonly Choice[]
  | {
      endpoint: Source | ((values: Values) => Source | null);
      map?: (row: never) => Choice;
    };

interface BaseField {
  name: string;
  label: string;
  /** Shows the required mark; the rule itself is in the contract's zod schema. */
  required?: PerMode<boolean>;
  help?: PerMode<string | undefined>;
  placeholder?: string;
  /** Bootstrap grid columns out of 12; 12 by default. */
  width?: number;
  /** Hidden (and not validated by the form) unless this holds, e.g. account fields of a driver. */
  visible?: (values: Values, mode: FormMode) => boolean;
  readOnly?: PerMode<boolean>;
  /** Fields emptied when this one changes (a school's class). */
  resets?: string[];
}

export interface TextFieldDef extends BaseField {
  type: 'text' | 'password' | 'email' | 'tel' | 'number' | 'textarea';
  rows?: number;
  maxLength?: number;
  autoComplete?: string;
}

/** Whole rupiah, typed with thousand separators (`2.061.000.000`); the value is a number, '' when empty. */
export interface RupiahFieldDef extends BaseField {
  type: 'rupiah';
}

export interface SelectFieldDef extends BaseField {
  type: 'select';
  choices: ChoicesSource;
  /** A searchable select (react-select); over an endpoint it asks the server as the user types (`?q&limit`) and loads the chosen option by `?ids`. */
  searchable?: boolean;
  /** Drops choices, e.g. a menu cannot be its own parent. */
  exclude?: (choice: Choice, values: Values) => boolean;
  /** Several choices (searchable); the value is the list of their ids, e.g. a school's vehicles. */
  multiple?: boolean;
}

export interface CheckboxFieldDef extends BaseField {
  type: 'checkbox';
  /** Stored values when unchecked and checked; `[false, true]` by default (drivers use `[0, 1]`). */
  values?: readonly [unknown, unknown];
}

/** Several choices ticked, the value is the list of their ids; nested when choices have parents. */
export interface CheckboxesFieldDef extends BaseField {
  type: 'checkboxes';
  choices: ChoicesSource;
}

/** Any other input: the component reads and writes the form through react-hook-form's context. */
export interface CustomFieldDef extends BaseField {
  type: 'custom';
  component: ComponentType<FieldProps<CustomFieldDef>>;
  /** Free settings for the component. */
  settings?: Record<string, unknown>;
}

/**
 * An ordered list of items the user adds, removes and moves (a route's points); each item is a
 * row of text inputs whose names are the item's keys. The value is the list of items.
 */
export interface RepeatFieldDef extends BaseField {
  type: 'repeat';
  item: TextFieldDef[];
  /** A new item's values. */
  blank: Values;
  addLabel: string;
  /** The remove button's name for item n (from 1). */
  removeLabel: (n: number) => string;
  /** Shown when there is no item yet. */
  empty?: string;
}

export type FieldDef = TextFieldDef | RupiahFieldDef | SelectFieldDef | CheckboxFieldDef | CheckboxesFieldDef | RepeatFieldDef | CustomFieldDef;

export interface FieldProps<F extends FieldDef = FieldDef> {
  field: F;
  mode: FormMode;
  /** Detail view or a read-only field: shows the value, no input. */
  readOnly: boolean;
  /** The control's DOM id, for its label. */
  id: string;
  /** The error message after a failed submit. */
  error?: string;
}

export const resolveMode = <T,>(v: PerMode<T> | undefined, mode: FormMode, fallback: T): T =>
  v === undefined ? fallback : typeof v === 'function' ? (v as (m: FormMode) => T)(mode) : v;
