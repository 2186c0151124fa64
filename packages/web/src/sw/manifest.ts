import { INSTALLED_APPS } from './installed-apps';
import type { PhoneScope } from './scopes';

/** The phone pages' colours: the consoles' header bar, and the page behind it while starting. */
export const THEME_COLOR = '#3554d1';
const BACKGROUND_COLOR = '#ffffff';

/** The icon files of a phone page (drawn by scripts/draw-icons.mjs into public/icons/). */
export const ICON_SIZES = [192, 512] as const;
export const iconPath = (scope: PhoneScope, size: number, maskable = false) => `/icons/${scope}-${maskable ? 'maskable-' : ''}${size}.png`;

/** Where a phone page's manifest is served. */
export const manifestPath = (scope: PhoneScope) => `/manifest-${scope}.webmanifest`;

/** The web app manifest that makes a phone page an installable app limited to its own paths. */
export function manifestOf(scope: PhoneScope) {
  return {
    id: `/${scope}`,
    ...INSTALLED_APPS[scope],
    lang: 'id',
    dir: 'ltr',
    start_url: `/${scope}`,
    scope: `/${scope}`,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      ...ICON_SIZES.map((size) => ({ src: iconPath(scope, size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
      ...ICON_SIZES.map((size) => ({ src: iconPath(scope, size, true), sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' })),
    ],
  };
}
