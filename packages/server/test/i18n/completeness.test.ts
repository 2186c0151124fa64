// The translator under test, with the dictionary the server installs at start.
import '@halte/contract/english';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MSG, SCREENS, translate } from '@halte/contract';
import { OPERATORS_ONLY, SERVER_SRC, serverTexts } from './server-texts.js';
import { sourceTexts, SAMPLE_PIECE, type SourceText } from './source-texts.js';

/** Texts that read the same in English. */
const SAME_IN_ENGLISH = new Set([
  'Dashboard', 'Master', 'Menu', 'Status', 'No', 'Bus', 'URL', 'Email', 'Username', 'Password', 'Latitude', 'Longitude',
  'Administrator', 'Operator', 'Halte', 'Sheet', 'April', 'September', 'November',
  // A student's search hit: the national student number and the school's name.
  `NISN ${SAMPLE_PIECE} · ${SAMPLE_PIECE}`,
]);

/** Literals the scan finds that no user reads as interface text: protocol words and names for machines. */
const NOT_INTERFACE_TEXT: [RegExp, string][] = [
  [/^Halte API$/, 'the OpenAPI document’s title'],
  [/^Period: `rt` /, 'the OpenAPI document’s period rule, written for developers like the rest of it'],
  [/^(A position needs its tracker|The rest is optional: `timestamp`|Exactly one of `)/, 'operations’ descriptions in the OpenAPI document, written for developers like the rest of it'],
  [/: missing path parameter |is not registered from its declaration in the contract/, 'a programming error: a call without its path parameter, a route not made from its declaration (the server does not start)'],
  [/^Input$/, 'the suffix the type provider gives a named request body in the OpenAPI document'],
  [/^(Bad Request|Request Timeout|Request Header Fields Too Large)$|^HTTP\/1\.1 /, 'HTTP reason phrases of a raw answer; its body is the usual message'],
  [/^Content-Type$/, 'a header the directions client sends'],
  [/^Bearer$/, 'the authorization scheme'],
  [/^Ok$/, 'the code OSRM answers with'],
  [/^Error$/, 'the log redaction’s default type name'],
];

const isKnownSame = (text: string) => SAME_IN_ENGLISH.has(text) || NOT_INTERFACE_TEXT.some(([pattern]) => pattern.test(text));

const untranslated = (texts: SourceText[]) => {
  const missing = new Map<string, string[]>();
  for (const { text, at } of texts) {
    if (translate(text, 'en') === text && !isKnownSame(text)) missing.set(text, [...(missing.get(text) ?? []), at]);
  }
  return [...missing].map(([text, at]) => `${JSON.stringify(text)} (${at.slice(0, 3).join(', ')})`);
};

describe('every text the server sends has its English', () => {
  const texts = serverTexts();

  it('the scan finds the texts of every kind: messages, labels, columns, menus, seeded names, server literals', () => {
    const found = new Set(texts.map((t) => t.text));
    expect(found.size).toBeGreaterThan(300);
    for (const text of [
      MSG.saved, 'Nomor Kendaraan', 'Laki-laki', 'Jumlah Naik', SCREENS[0].label, 'Juru Parkir', 'Kelas 12', 'mundur',
      'Menu masih memiliki sub-menu.', `Kelas tidak sesuai dengan jenjang sekolah (${SAMPLE_PIECE}).`, `Pengaduan baru: ${SAMPLE_PIECE}`,
    ]) {
      expect(found, text).toContain(text);
    }
  });

  it('each has an English that differs from it, unless it reads the same in English', () => {
    expect(untranslated(texts)).toEqual([]);
  });

  it('the source left out of the scan is still where the list says', () => {
    expect(OPERATORS_ONLY.filter((p) => !existsSync(join(SERVER_SRC, p)))).toEqual([]);
  });

  it('the lists of texts that stay as they are hold only texts the scan still finds', () => {
    const found = texts.map((t) => t.text);
    expect([...SAME_IN_ENGLISH].filter((t) => !found.includes(t))).toEqual([]);
    expect(NOT_INTERFACE_TEXT.filter(([pattern]) => !found.some((t) => pattern.test(t))).map(([, why]) => why)).toEqual([]);
  });

  it('a new message written in a service is found, and fails until it has its English', () => {
    const dir = mkdtempSync(join(tmpdir(), 'halte-i18n-'));
    try {
      writeFileSync(
        join(dir, 'seats.service.ts'),
        [
          "import { conflict } from '../../lib/http/http-error.js';",
          'export function checkSeats(free: number, label: string) {',
          "  if (free === 0) throw conflict('Kursi sudah penuh.');",
          "  if (free < 0) throw conflict(`${label} kursi tidak cukup.`);",
          "  log.warn('Kursi negatif');",
          '}',
        ].join('\n'),
      );
      const found = sourceTexts(dir, () => false, () => undefined);
      expect(found.map((t) => t.text)).toEqual(['Kursi sudah penuh.', `${SAMPLE_PIECE} kursi tidak cukup.`]);
      expect(untranslated(found)).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
