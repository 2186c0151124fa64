import { localized } from './language';

/** The phone pages' offer of a new version (their installed names are in sw/installed-apps.ts). */
export const phoneApp = localized('phoneApp', {
  update: 'Versi baru tersedia — Muat ulang',
} as const);
