import { describe, expect, it } from 'vitest';
import { english } from '../../src/i18n/en';

/** Every Indonesian section file, as the screens import them (the page runs in Indonesian here). */
const files = import.meta.glob<Record<string, unknown>>('../../src/i18n/*.ts', { eager: true });
const indonesian = new Map<string, unknown>();
for (const [path, exports] of Object.entries(files)) {
  if (/\/(index|language|widen)\.ts$/.test(path)) continue;
  for (const [name, section] of Object.entries(exports)) if (section && typeof section === 'object') indonesian.set(name, section);
}

/** Sample arguments for a text function: numbers for counts, names for the rest. */
const samples = (fn: (...args: never[]) => unknown) => Array.from({ length: fn.length }, (_, i) => (i % 2 === 0 ? 3 : 'Sample')) as never[];

/** Where two catalogue values differ in shape: a key on one side only, a text against a function, an empty text. */
function differences(id: unknown, en: unknown, path: string): string[] {
  if (typeof id === 'string') return typeof en === 'string' ? (en.trim() ? [] : [`${path}: empty English`]) : [`${path}: English is not a text`];
  if (typeof id === 'function') {
    if (typeof en !== 'function') return [`${path}: English is not a function`];
    const out = (en as (...a: never[]) => unknown)(...samples(id as (...a: never[]) => unknown));
    return typeof out === 'string' && out.trim() ? [] : [`${path}: English function gives no text`];
  }
  if (Array.isArray(id)) {
    if (!Array.isArray(en)) return [`${path}: English is not a list`];
    if (en.length !== id.length) return [`${path}: ${id.length} Indonesian items, ${en.length} English`];
    return id.flatMap((v, i) => differences(v, en[i], `${path}[${i}]`));
  }
  if (id && typeof id === 'object') {
    if (!en || typeof en !== 'object') return [`${path}: English is not a section`];
    const keys = new Set([...Object.keys(id), ...Object.keys(en)]);
    return [...keys].flatMap((k) => {
      if (!(k in id)) return [`${path}.${k}: only in English`];
      if (!(k in en)) return [`${path}.${k}: missing in English`];
      return differences((id as Record<string, unknown>)[k], (en as Record<string, unknown>)[k], `${path}.${k}`);
    });
  }
  return typeof en === typeof id ? [] : [`${path}: different kinds`];
}

/** A text or a function's text for the sample arguments. */
const textOf = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'function' ? String((v as (...a: never[]) => unknown)(...samples(v as (...a: never[]) => unknown))) : undefined;

/** Every text of a section beside its English, key by key. */
function pairs(id: unknown, en: unknown): [string, string | undefined][] {
  const text = textOf(id);
  if (text !== undefined) return [[text, textOf(en)]];
  if (Array.isArray(id)) return id.flatMap((v, i) => pairs(v, Array.isArray(en) ? en[i] : undefined));
  if (id && typeof id === 'object') return Object.entries(id).flatMap(([k, v]) => pairs(v, en && typeof en === 'object' ? (en as Record<string, unknown>)[k] : undefined));
  return [];
}

describe('the two catalogues', () => {
  it('have the same sections', () => {
    expect([...indonesian.keys()].sort()).toEqual(Object.keys(english).sort());
  });

  it('have every key of every section on both sides, each a text (or a function giving one)', () => {
    const found = [...indonesian].flatMap(([name, section]) => differences(section, (english as Record<string, unknown>)[name], name));
    expect(found).toEqual([]);
  });

  it('translate: most English texts differ from the Indonesian', () => {
    // Names, codes and numbers read the same in both; a section copied untranslated would not.
    for (const [name, section] of indonesian) {
      const both = pairs(section, (english as Record<string, unknown>)[name]);
      const same = both.filter(([id, en]) => id === en && /[a-z]{4}/.test(id)).length;
      expect(same / Math.max(1, both.length), `${name}: ${same} of ${both.length} texts left in Indonesian`).toBeLessThan(0.5);
    }
  });

  it('keep no English leftovers of the old template in the Indonesian', () => {
    const all = [...indonesian.values()].flatMap((section) => pairs(section, undefined).map(([id]) => id));
    for (const leftover of ['Account Login', 'Show Password', 'Log in', 'Mark all as read', 'View all', 'No Result Found', 'Profile & account', 'Logout', 'Profile Settings', 'Change Password', "The page you're looking for", 'Whoops', 'mengkahiri']) {
      expect(all.filter((t) => t.includes(leftover)), leftover).toEqual([]);
    }
  });
});
