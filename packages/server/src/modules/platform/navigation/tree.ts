import { screenOf, type NavItem } from '@halte/contract';

export interface NavRow { id: number; name: string; screenKey: string | null; url: string; icon: string; parentId: number | null; sortOrder: number; appType: string }

/**
 * Where a menu's link leads: its own URL when that is a route of its screen, otherwise the
 * screen's route. An administrator may type any URL into a menu, and a URL the app has no page for
 * would leave the sidebar with a link to 'not found'; access never depended on it.
 */
function linkOf(m: NavRow): string {
  const screen = m.screenKey === null ? undefined : screenOf(m.screenKey);
  if (!screen) return m.url;
  return m.url === screen.path || screen.aliases?.includes(m.url) ? m.url : screen.path;
}

/** Builds the sidebar tree from a role's menus; a parent the role lacks is kept when a child is granted. */
export function buildTree(granted: NavRow[], all: NavRow[]): NavItem[] {
  const byId = new Map(all.map((m) => [m.id, m]));
  const keep = new Set<number>();
  for (const m of granted) {
    for (let cur: NavRow | undefined = m; cur && !keep.has(cur.id); cur = cur.parentId ? byId.get(cur.parentId) : undefined) keep.add(cur.id);
  }
  const items = new Map<number, NavItem & { order: number }>();
  for (const id of keep) {
    const m = byId.get(id)!;
    items.set(id, { intid: m.id, vcname: m.name, vcscreen: m.screenKey ?? '', vcaction: linkOf(m), vcicon: m.icon, children: [], order: m.sortOrder });
  }
  const roots: (NavItem & { order: number })[] = [];
  for (const item of items.values()) {
    const parentId = byId.get(item.intid)!.parentId;
    const parent = parentId ? items.get(parentId) : undefined;
    (parent ? (parent.children as typeof roots) : roots).push(item);
  }
  const strip = (list: (NavItem & { order: number })[]): NavItem[] =>
    list
      .sort((a, b) => a.order - b.order || a.intid - b.intid)
      .map(({ order: _order, children, ...rest }) => ({ ...rest, children: strip(children as typeof list) }));
  return strip(roots);
}
