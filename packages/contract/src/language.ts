/** The languages Halte speaks: Indonesian first (the default), English second. */
export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'id';

/** The BCP 47 locale each language formats dates, numbers and rupiah with. */
export const LOCALES: Readonly<Record<Language, string>> = { id: 'id-ID', en: 'en-US' };

export const isLanguage = (v: unknown): v is Language => LANGUAGES.includes(v as Language);

/**
 * The first language of an `Accept-Language` header Halte speaks, by the sender's preference
 * (`q`), or undefined when it names none of them. `en-GB` reads as `en`, `in` (the old code of
 * Indonesian) as `id`.
 */
export function languageOf(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { base } of ranked) {
    const language = base === 'in' ? 'id' : base;
    if (isLanguage(language)) return language;
  }
  return undefined;
}

/** Rupiah in a language's format: `Rp 2.061.000` / `IDR 2,061,000`. */
export function rupiahIn(language: Language, amount: number): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'IDR', maximumFractionDigits: 0, minimumFractionDigits: 0 })
    .format(amount)
    .replace(/\u00a0/g, ' ');
}

let source: () => Language = () => DEFAULT_LANGUAGE;

/**
 * Where "the language now" comes from: the web sets the language it started in, the server the
 * language of the request being answered. Texts and formats shared by both read it.
 */
export function setLanguageSource(read: () => Language) {
  source = read;
}

export const currentLanguage = (): Language => source();

/** The locale of the language now. */
export const currentLocale = (): string => LOCALES[source()];
