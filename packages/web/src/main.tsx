// First: the server's Content-Security-Policy allows no eval, and schemas are built on import.
import '@halte/contract/without-eval';
import { installTranslations, language } from './i18n/language';

/**
 * The page's language is settled before any screen's module loads: catalogue sections are read
 * when their modules load, so the translations go in first and the app is imported after.
 */
async function boot() {
  document.documentElement.lang = language();
  if (language() === 'en') installTranslations((await import('./i18n/en')).english);
  await import('./start');
}

void boot();
