import { DEFAULT_LANGUAGE, isLanguage, setLanguageSource, type Language } from '@halte/contract';

/** The chosen language, kept per browser so the next visit starts in it before anyone signs in. */
export const LANGUAGE_KEY = 'halteLanguage';

function readStored(): Language | undefined {
  try {
    const v = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/** The language this page runs in; fixed for the page's life (a change reloads the page). */
const running: Language = readStored() ?? DEFAULT_LANGUAGE;
setLanguageSource(() => running);

export const language = (): Language => running;
/** True when this browser has chosen a language itself (else the server's default may apply). */
export const languageChosen = (): boolean => readStored() !== undefined;

export function storeLanguage(next: Language) {
  try {
    localStorage.setItem(LANGUAGE_KEY, next);
  } catch {
    // A browser that keeps nothing starts in the default language next time.
  }
}

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
