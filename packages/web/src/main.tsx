// First: the server's Content-Security-Policy allows no eval, and schemas are built on import.
import '@halte/contract/without-eval';
import { installTranslations, language } from './i18n/language';

/**
 * The page's language is settled before any screen's module loads: catalogue sections are read
 * when their modules load, so the translations go in first and the app is imported after.
 */
async function boot() {
  document.documentElement.lang = language();
  // The screens' English and the dictionary of the server's texts load only for a page in English.
  if (language() === 'en') {
    const [screens] = await Promise.all([import('./i18n/en'), import('@halte/contract/english')]);
    installTranslations(screens.english);
  }
  await import('./start');
}

void boot();
