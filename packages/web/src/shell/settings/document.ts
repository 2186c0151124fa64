import ltrHref from 'bootstrap/dist/css/bootstrap.min.css?url';
import rtlHref from 'bootstrap/dist/css/bootstrap.rtl.min.css?url';
import type { Settings } from './settings';
import { language } from '../../i18n/language';

const LINK_ID = 'bootstrap-css';

/**
 * Puts the settings on <html>: colour scheme (Bootstrap's data-bs-theme), writing direction,
 * and Bootstrap's stylesheet for that direction (its RTL build mirrors every component). The
 * stylesheet goes first in <head> so the app's own theme, loaded after it, wins.
 * Resolves when the stylesheet is ready (or after a short wait), so nothing shows unstyled.
 */
export function applyToDocument(s: Settings): Promise<void> {
  const html = document.documentElement;
  html.setAttribute('data-bs-theme', s.isDark ? 'dark' : 'light');
  html.setAttribute('dir', s.isRTL ? 'rtl' : 'ltr');
  html.setAttribute('lang', language());

  const href = s.isRTL ? rtlHref : ltrHref;
  let link = document.getElementById(LINK_ID) as HTMLLinkElement | null;
  if (link?.getAttribute('href') === href) return Promise.resolve();
  const previous = link;
  link = document.createElement('link');
  link.id = LINK_ID;
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((resolve) => {
    const done = () => {
      previous?.remove();
      resolve();
    };
    link!.addEventListener('load', done, { once: true });
    link!.addEventListener('error', done, { once: true });
    setTimeout(done, 3000);
  });
  // The new sheet replaces the old one only once loaded, so switching direction does not flash.
  if (previous) previous.after(link);
  else document.head.prepend(link);
  previous?.removeAttribute('id');
  return loaded;
}
