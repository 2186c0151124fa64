import { describe, expect, it } from 'vitest';
import { ENGLISH_CONTEXTS, ENGLISH_DICTIONARIES, ENGLISH_TEMPLATES, translate } from '@halte/contract';
import { seededTexts } from './server-texts.js';

describe('the English dictionary', () => {
  it('gives one Indonesian text one English, across its files', () => {
    const seen = new Map<string, { english: string; file: string }>();
    const conflicts: string[] = [];
    for (const [file, dictionary] of Object.entries(ENGLISH_DICTIONARIES)) {
      for (const [indonesian, english] of Object.entries(dictionary)) {
        const before = seen.get(indonesian);
        if (before && before.english !== english) conflicts.push(`'${indonesian}': '${before.english}' (${before.file}) or '${english}' (${file})`);
        seen.set(indonesian, { english, file });
      }
    }
    for (const [indonesian, english] of ENGLISH_TEMPLATES) {
      const before = seen.get(indonesian);
      if (before && before.english !== english) conflicts.push(`pattern '${indonesian}': '${before.english}' or '${english}'`);
      seen.set(indonesian, { english, file: 'templates' });
    }
    expect(conflicts).toEqual([]);
  });

  it('holds no entry that only repeats the Indonesian, nor an empty English', () => {
    const idle = Object.values(ENGLISH_DICTIONARIES)
      .flatMap((d) => Object.entries(d))
      .filter(([indonesian, english]) => english.trim() === '' || english === indonesian);
    expect(idle).toEqual([]);
  });

  it('each pattern’s English takes every piece of its Indonesian', () => {
    const uneven = ENGLISH_TEMPLATES.filter(([indonesian, english]) => (indonesian.match(/\{n?\}/g) ?? []).length !== (english.match(/\{\}/g) ?? []).length);
    expect(uneven).toEqual([]);
    expect(ENGLISH_TEMPLATES.filter(([indonesian]) => !/\{n?\}/.test(indonesian))).toEqual([]);
  });

  it('a menu’s own English is for a name the first start seeds, and differs from the word’s', () => {
    const seeded = new Set(seededTexts().map((t) => t.text));
    for (const [indonesian, english] of Object.entries(ENGLISH_CONTEXTS.menu)) {
      expect(seeded, indonesian).toContain(indonesian);
      expect(translate(indonesian, 'en'), indonesian).not.toBe(english);
    }
  });
});
