import type { Widen } from '../widen';
import type { phoneApp as id } from '../phone-app';

/** The phone pages' offer of a new version, in English. */
export const phoneApp: Widen<typeof id> = {
  update: 'A new version is available — Reload',
};
