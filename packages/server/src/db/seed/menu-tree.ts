import { SCREEN_GROUPS, SCREENS, type ScreenDef, type ScreenGroup, type ScreenMode } from '@halte/contract';

export interface MenuSeed {
  name: string;
  /** null: a group header. */
  screenKey: string | null;
  url: string;
  icon: string;
  appType: ScreenMode;
  /** Given to OPERATOR on the first start (ADMIN gets every menu of the mode). */
  operator: boolean;
  children: MenuSeed[];
}

const screenMenu = (s: ScreenDef): MenuSeed => ({
  name: s.label, screenKey: s.key, url: s.path, icon: s.icon, appType: s.mode, operator: s.operator, children: [],
});

/**
 * The first start's sidebar, read from the screen registry: a group header per group, one menu per
 * screen of both modes under it. A header goes to OPERATOR when one of its screens does.
 */
export function menuTree(): MenuSeed[] {
  return (Object.entries(SCREEN_GROUPS) as [ScreenGroup, (typeof SCREEN_GROUPS)[ScreenGroup]][]).map(([group, g]) => {
    const children = (SCREENS as readonly ScreenDef[]).filter((s) => s.group === group).map(screenMenu);
    return { name: g.label, screenKey: null, url: g.anchor, icon: g.icon, appType: g.mode, operator: children.some((c) => c.operator), children };
  });
}

export const SEED_ROLES = [
  { code: 'ADMIN', name: 'Administrator' },
  { code: 'OPERATOR', name: 'Operator' },
  { code: 'DRIVER', name: 'Pengemudi' },
  { code: 'JUKIR', name: 'Juru Parkir' },
] as const;
