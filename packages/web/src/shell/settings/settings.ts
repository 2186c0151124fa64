/** Appearance settings, kept per browser in localStorage. */
export const NAVBAR_POSITIONS = ['vertical', 'top', 'combo', 'double-top'] as const;
export const NAVBAR_STYLES = ['transparent', 'inverted', 'card', 'vibrant'] as const;
export type NavbarPosition = (typeof NAVBAR_POSITIONS)[number];
export type NavbarStyle = (typeof NAVBAR_STYLES)[number];

export interface Settings {
  isDark: boolean;
  isRTL: boolean;
  isFluid: boolean;
  navbarPosition: NavbarPosition;
  navbarStyle: NavbarStyle;
  isNavbarVerticalCollapsed: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  isDark: false,
  isRTL: false,
  isFluid: false,
  navbarPosition: 'vertical',
  navbarStyle: 'transparent',
  isNavbarVerticalCollapsed: false,
};

export const SETTINGS_KEY = 'halteSettings';

const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T => list.includes(v as T);

/** Stored settings over the defaults; anything unreadable or unknown falls back to its default. */
export function readSettings(): Settings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // A damaged value is treated as absent.
  }
  const bool = (k: keyof Settings) => (typeof stored[k] === 'boolean' ? (stored[k] as boolean) : (DEFAULT_SETTINGS[k] as boolean));
  return {
    isDark: bool('isDark'),
    isRTL: bool('isRTL'),
    isFluid: bool('isFluid'),
    isNavbarVerticalCollapsed: bool('isNavbarVerticalCollapsed'),
    navbarPosition: isOneOf(NAVBAR_POSITIONS, stored.navbarPosition) ? stored.navbarPosition : DEFAULT_SETTINGS.navbarPosition,
    navbarStyle: isOneOf(NAVBAR_STYLES, stored.navbarStyle) ? stored.navbarStyle : DEFAULT_SETTINGS.navbarStyle,
  };
}

export function writeSettings(settings: Settings) {
  localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
}
