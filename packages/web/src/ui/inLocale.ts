import { currentLocale } from '@halte/contract';

/**
 * A format of the running language's locale, made when first used rather than on import: a
 * module may load before the language is set. Made again only when the locale changes (tests).
 */
export function inLocale<T>(make: (locale: string) => T): () => T {
  let madeFor: string | undefined;
  let made: T;
  return () => {
    const locale = currentLocale();
    if (locale !== madeFor) {
      made = make(locale);
      madeFor = locale;
    }
    return made;
  };
}
