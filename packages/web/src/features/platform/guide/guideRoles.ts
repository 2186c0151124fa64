import { DRIVER_ROLE, JUKIR_ROLE, type AppType } from '@halte/contract';
import type { Session } from '../../../api/session';
import { guide, type GuidePage, type GuideRole } from '../../../i18n/guide';

const PAGES: Readonly<Record<GuideRole, GuidePage>> = guide.pages;
const ROLES = Object.keys(PAGES) as GuideRole[];

const inMode = (item: { mode?: AppType }, appType: AppType) => !item.mode || item.mode === appType;

/** The roles the guide shows in a mode: parking has no drivers nor parents, school no attendants. */
export const guideRolesOf = (appType: AppType): GuideRole[] => ROLES.filter((r) => inMode(PAGES[r], appType));

/** A role's page in a mode, its sections of that mode only; undefined for a role the mode has not. */
export function guidePageOf(role: string | undefined, appType: AppType): GuidePage | undefined {
  const known = guideRolesOf(appType).find((r) => r === role);
  if (!known) return undefined;
  const page = PAGES[known];
  return { ...page, sections: page.sections.filter((s) => inMode(s, appType)) };
}

const BY_ROLE_CODE: Readonly<Record<string, GuideRole>> = { ADMIN: 'admin', [DRIVER_ROLE]: 'sopir', [JUKIR_ROLE]: 'jukir' };

/** The guide page of a signed-in staff account: any role other than admin and the consoles' works as an operator. */
export const guideRoleOf = (session: Session | null): GuideRole => (session ? BY_ROLE_CODE[session.role_code] ?? 'operator' : 'operator');

/** Where the guide and its pages live. */
export const GUIDE_PATH = '/panduan';
export const guidePathOf = (role: GuideRole) => `${GUIDE_PATH}/${role}`;
