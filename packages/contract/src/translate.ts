import { currentLanguage, type Language } from './language.js';
import type { Dictionary, Template, TranslationContext } from './english/types.js';
import type { ReportColumns } from './report-columns.js';

export type { Dictionary, Template, TranslationContext } from './english/types.js';

/** The English of the server's texts: exact texts by domain, texts built from pieces, texts of one context. */
export interface English {
  dictionaries: Readonly<Record<string, Dictionary>>;
  templates: readonly Template[];
  contexts: Readonly<Record<TranslationContext, Dictionary>>;
}

interface CompiledTemplate {
  pattern: RegExp;
  english: string;
}

/** Characters of the Indonesian pattern outside its placeholders: the more, the more specific. */
const literalLength = ([indonesian]: Template) => indonesian.replace(/\{n?\}/g, '').length;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `{}` any text (as little as will do), `{n}` a number as Indonesian writes it ('1.000', '-7', '2,5'). */
const PLACEHOLDER = /\{(n?)\}/g;
const ANY = '(.+?)';
const NUMBER = '(-?\\d+(?:[.,]\\d+)*)';

function compileTemplate([indonesian, english]: Template): CompiledTemplate {
  let source = '';
  let last = 0;
  for (const match of indonesian.matchAll(PLACEHOLDER)) {
    source += escape(indonesian.slice(last, match.index)) + (match[1] ? NUMBER : ANY);
    last = match.index + match[0].length;
  }
  source += escape(indonesian.slice(last));
  return { pattern: new RegExp(`^${source}$`, 's'), english };
}

let english: English | undefined;
let exact: Map<string, string> | undefined;
let templates: CompiledTemplate[] | undefined;
let contexts: Map<TranslationContext, Map<string, string>> | undefined;

/**
 * Gives the translator its English (`@halte/contract/english` does, on import). It is not
 * imported here: a page in Indonesian would download a dictionary it never reads.
 */
export function installEnglish(dictionary: English) {
  english = dictionary;
  exact = templates = contexts = undefined;
  cache.clear();
}

/** The dictionary, read once on the first English text; without one installed, texts stay as they are. */
function load() {
  exact = new Map(Object.values(english?.dictionaries ?? {}).flatMap((d) => Object.entries(d)));
  // The most specific pattern first: 'Periode: {} s.d. {}' before 'Periode: {} {n}'.
  templates = [...(english?.templates ?? [])].sort((a, b) => literalLength(b) - literalLength(a)).map(compileTemplate);
  contexts = new Map(Object.entries(english?.contexts ?? {}).map(([k, d]) => [k as TranslationContext, new Map(Object.entries(d))]));
}

/** A number as Indonesian groups it ('100.000.000') in English's grouping ('100,000,000'). */
const GROUPED_ID = /^-?\d{1,3}(?:\.\d{3})+$/;

function fill(english: string, pieces: string[]): string {
  let next = 0;
  return english.replace(/\{\}/g, () => {
    const piece = pieces[next++] ?? '';
    return GROUPED_ID.test(piece) ? piece.replaceAll('.', ',') : toEnglish(piece);
  });
}

/**
 * The longest text the patterns are tried on: the server's own texts are short sentences, and a
 * long text of a user's (a notice's excerpt of a message) is not made to backtrack through them.
 */
const PATTERN_TEXT_MAX = 500;

function toEnglish(text: string): string {
  if (!exact) load();
  const found = exact!.get(text);
  if (found !== undefined) return found;
  if (text.length > PATTERN_TEXT_MAX) return text;
  for (const t of templates!) {
    const match = t.pattern.exec(text);
    if (match) return fill(t.english, match.slice(1));
  }
  return text;
}

/** Texts already translated; a server answers the same few hundred again and again. */
const CACHE_MAX = 5000;
const cache = new Map<string, string>();

/**
 * A text the server sends, in `language`: Indonesian as it is; English from the dictionary, the
 * text itself first, then the patterns of texts built from pieces. A text the dictionary does not
 * know (a name, an address, anything typed by a user) comes back unchanged.
 */
export function translate(text: string, language: Language = currentLanguage()): string {
  if (language === 'id' || text === '') return text;
  let translated = cache.get(text);
  if (translated === undefined) {
    translated = toEnglish(text);
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(text, translated);
  }
  return translated;
}

/** A text of one context (a menu's name), in `language`: the context's own English when it has one. */
export function translateIn(context: TranslationContext, text: string, language: Language = currentLanguage()): string {
  if (language === 'id') return text;
  if (!contexts) load();
  return contexts!.get(context)?.get(text) ?? translate(text, language);
}

/** Every value of a record of texts (labels by field, errors by field) in `language`. */
export function translateLabels<T extends Readonly<Record<string, string>>>(labels: T, language: Language = currentLanguage()): T {
  if (language === 'id') return labels;
  return Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, translate(v, language)])) as unknown as T;
}

/** A report's columns with their headers in `language`. */
export function translateColumns<Row>(columns: ReportColumns<Row>, language: Language = currentLanguage()): ReportColumns<Row> {
  if (language === 'id') return columns;
  return columns.map((c) => ({ ...c, label: translate(c.label, language) }));
}
