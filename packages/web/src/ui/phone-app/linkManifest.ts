import { manifestPath, THEME_COLOR } from '../../sw/manifest';
import type { PhoneScope } from '../../sw/scopes';

/** Puts the phone page's manifest and bar colour in <head>; the returned function takes them away. */
export function linkManifest(scope: PhoneScope): () => void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = manifestPath(scope);
  const colour = document.createElement('meta');
  colour.name = 'theme-color';
  colour.content = THEME_COLOR;
  document.head.append(link, colour);
  return () => {
    link.remove();
    colour.remove();
  };
}
