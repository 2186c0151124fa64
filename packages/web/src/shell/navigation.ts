import { useQuery } from '@tanstack/react-query';
import { useLocation, useMatches } from 'react-router-dom';
import { toast } from '../ui/toast/toast';
import { NAVIGATION_API, isAppPath, type NavItem, type ScreenKey } from '@halte/contract';
import { ApiError, api } from '../api/client';
import { keyOf, readsOf } from '../api/endpoints';
import { useSession } from '../api/session';
import { shell } from '../i18n/shell';

/** A menu URL that opens a page of the app (groups carry '#name'; nothing leaves the app). */
export const isScreenUrl = (url: string) => isAppPath(url);

/**
 * The signed-in role's menu tree, `GET /apps/navigation?role`. This call has its own error
 * rules: 400 and other answers show the server's message as a toast, no
 * answer shows 'Server tidak menjawab'; a 401 ends the session as everywhere.
 */
export function useNavigation() {
  const session = useSession();
  const role = session?.role_code ?? String(session?.role ?? '');
  return useQuery({
    queryKey: [...keyOf(NAVIGATION_API.tree), session?.user_id, role],
    meta: readsOf(NAVIGATION_API.tree),
    enabled: !!session,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      try {
        return await api.call(NAVIGATION_API.tree, { query: { role } }, { signal, quiet: true });
      } catch (e) {
        if (e instanceof ApiError && e.status !== 401) {
          toast.error(e.status === 0 ? shell.login.noResponse : e.message, { toastId: 'navigation' });
        }
        throw e;
      }
    },
  });
}

export interface MenuLink { intid: number; screen: string; name: string; url: string; icon: string; trail: string[] }

/** Every screen link in the tree, with the names of the groups above it (for search and titles). */
export function flattenMenus(items: NavItem[], trail: string[] = []): MenuLink[] {
  return items.flatMap((item) => [
    ...(isScreenUrl(item.vcaction) ? [{ intid: item.intid, screen: item.vcscreen, name: item.vcname, url: item.vcaction, icon: item.vcicon, trail }] : []),
    ...flattenMenus(item.children, [...trail, item.vcname]),
  ]);
}

/** Whether a menu URL is the current page: exact for '/', otherwise the path or a sub-path. */
export function isActiveUrl(url: string, pathname: string): boolean {
  if (!isScreenUrl(url)) return false;
  if (url === '/') return pathname === '/';
  return pathname === url || pathname.startsWith(`${url}/`);
}

/** Whether a group holds the current page somewhere below it. */
export function containsActive(item: NavItem, pathname: string): boolean {
  return isActiveUrl(item.vcaction, pathname) || item.children.some((c) => containsActive(c, pathname));
}

/**
 * 'speedometer2' → 'bi bi-speedometer2': trimmed, a leading 'bi-'/'bi ' dropped, kept to bootstrap-icons'
 * character set. A blank name takes `fallback`; the icon field passes '' so an empty preview stays blank.
 */
export const iconClass = (name: unknown, fallback = 'circle') =>
  `bi bi-${(String(name ?? '').trim() || fallback).replace(/^bi[- ]/, '').replace(/[^a-z0-9-]/gi, '')}`;

type ScreenHandle = { menu?: string; screen?: ScreenKey } | undefined;
const useScreenHandle = (): ScreenHandle => {
  const matches = useMatches();
  return matches[matches.length - 1]?.handle as ScreenHandle;
};

/** The menu URL of the page on screen: a route reached by an alias (e.g. /report/bus) names its menu. */
export function useCurrentMenuPath(): string {
  const { pathname } = useLocation();
  return useScreenHandle()?.menu ?? pathname;
}

/** The registry key of the screen on display, if the page is one. */
export const useCurrentScreen = (): ScreenKey | undefined => useScreenHandle()?.screen;

/** Whether the signed-in role's menus reach a screen (what the server's access checks allow). */
export function useHasScreen(key: ScreenKey): boolean {
  const navigation = useNavigation();
  return flattenMenus(navigation.data?.data ?? []).some((l) => l.screen === key);
}
