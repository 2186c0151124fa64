import type { Language } from '@halte/contract';
import { language, languageChosen, storeLanguage } from '../../i18n/language';

/** Keeps a signed-in person's choice on the server (their account), so every device follows it. */
export type SaveLanguage = (language: Language) => Promise<unknown>;

/**
 * Switches to `next`: saved to the account when someone is signed in (a phone without signal
 * still switches, the account catches up on the next choice or sign-in), kept in this browser,
 * and the page loaded again in it.
 */
export async function chooseLanguage(next: Language, save?: SaveLanguage) {
  if (save) await save(next).catch(() => undefined);
  storeLanguage(next);
  window.location.reload();
}

/**
 * After a sign-in: the account's language wins (the page is loaded again at `destination` in
 * it, and true returned); an account that has none takes the one chosen in this browser.
 */
export function adoptAccountLanguage(chosen: Language | null, save: SaveLanguage, destination: string): boolean {
  if (chosen && chosen !== language()) {
    storeLanguage(chosen);
    window.location.assign(destination);
    return true;
  }
  if (!chosen && languageChosen()) void save(language()).catch(() => undefined);
  return false;
}
