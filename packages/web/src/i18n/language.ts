import { DEFAULT_LANGUAGE, isLanguage, setLanguageSource, type Language } from '@halte/contract';

/** The chosen language, kept per browser so the next visit starts in it before anyone signs in. */
/** The language chosen here, kept per browser so the next visit starts in it before anyone signs in. */
export const LANGUAGE_KEY = 'halteLanguage';
/** The server's DEFAULT_LANGUAGE as last seen, for a browser where nobody has chosen. */
export const DEFAULT_LANGUAGE_KEY = 'halteDefaultLanguage';

function readStored(key: string): Language | undefined {
  try {
    const v = localStorage.getItem(key);
    return isLanguage(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a value; false when this browser keeps nothing (a reload would start as before). */
function store(key: string, value: Language): boolean {
  try {
    localStorage.setItem(key, value);
    return readStored(key) === value;
  } catch {
    return false;
  }
}

/** The language this page runs in; fixed for the page's life (a change reloads the page). */
const running: Language = readStored(LANGUAGE_KEY) ?? readStored(DEFAULT_LANGUAGE_KEY) ?? DEFAULT_LANGUAGE;
setLanguageSource(() => running);

export const language = (): Language => running;
/** True when someone here has chosen a language (else the server's default applies). */
export const languageChosen = (): boolean => readStored(LANGUAGE_KEY) !== undefined;

export const storeLanguage = (next: Language) => store(LANGUAGE_KEY, next);
export const storeDefaultLanguage = (next: Language) => store(DEFAULT_LANGUAGE_KEY, next);

const translations = new Map<string, unknown>();

/** The start-up step puts the running language's sections here before any screen is loaded. */
export function installTranslations(sections: Readonly<Record<string, unknown>>) {
  for (const [name, section] of Object.entries(sections)) translations.set(name, section);
}

/**
 * A catalogue section in the running language: the Indonesian given, or its translation once
 * installed. Sections are read when their module loads, which the start-up step makes happen
 * after the translations are in.
 */
export function localized<T>(name: string, indonesian: T): T {
  if (running === 'id') return indonesian;
  const translated = translations.get(name);
  return (translated ?? indonesian) as T;
}
