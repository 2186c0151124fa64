import { useEffect, useRef, useState } from 'react';
import { Placeholder } from 'react-bootstrap';
import { shell } from '../../i18n/shell';
import { Brand } from '../Brand';
import { useNavigation } from '../navigation';
import { updateSettings, useSettings } from '../settings/store';
import { NavTree } from './NavTree';
import { SidebarCard } from './SidebarCard';

/** Collapsed, the sidebar widens while the pointer rests on it, after this delay (spec 9). */
export const HOVER_EXPAND_DELAY_MS = 100;

/**
 * The vertical navbar: brand, collapse toggle, the role's menu tree and the help card. On
 * small screens it slides in over the page (`mobileOpen`).
 */
interface Props {
  mobileOpen: boolean;
  onCloseMobile: () => void;
  /** Positions without a vertical navbar still use it as the small-screen menu. */
  mobileOnly?: boolean;
}

export function Sidebar({ mobileOpen, onCloseMobile, mobileOnly = false }: Props) {
  const settings = useSettings();
  const collapsed = settings.isNavbarVerticalCollapsed;
  const navigation = useNavigation();
  const [hoverExpanded, setHoverExpanded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onEnter = () => {
    if (!collapsed) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHoverExpanded(true), HOVER_EXPAND_DELAY_MS);
  };
  const onLeave = () => {
    clearTimeout(timer.current);
    setHoverExpanded(false);
  };

  const classes = [
    'sidebar',
    `sidebar--${settings.navbarStyle}`,
    collapsed ? 'is-collapsed' : '',
    collapsed && hoverExpanded ? 'is-hover-expanded' : '',
    mobileOpen ? 'is-mobile-open' : '',
    mobileOnly ? 'sidebar--mobile-only' : '',
  ].join(' ');

  return (
    <>
      <aside className={classes} data-testid="sidebar" onMouseEnter={onEnter} onMouseLeave={onLeave}>
        <div className="sidebar__panel">
          <div className="sidebar__head">
            <button
              type="button"
              className="icon-button sidebar__toggle"
              aria-label={shell.navbar.collapseSidebar}
              aria-pressed={collapsed}
              onClick={() => {
                onLeave();
                updateSettings({ isNavbarVerticalCollapsed: !collapsed });
              }}
            >
              <i className="bi bi-list" aria-hidden="true" />
            </button>
            <Brand />
          </div>
          <div className="sidebar__nav">
            <nav aria-label={shell.navbar.mainMenu}>
              {navigation.isPending ? (
                <Placeholder as="div" animation="glow" className="px-3 py-2">
                  {[7, 5, 8, 6, 7].map((w, i) => <Placeholder key={i} xs={w} className="d-block mb-3 rounded" />)}
                </Placeholder>
              ) : navigation.data?.data.length ? (
                <NavTree items={navigation.data.data} />
              ) : (
                <p className="sidebar__empty">{shell.sidebar.empty}</p>
              )}
            </nav>
            {/* In the menu's scroll flow, after it but outside the menu's landmark: the card never takes room from the menu. */}
            <SidebarCard />
          </div>
        </div>
      </aside>
      {mobileOpen && <div className="sidebar-backdrop" onClick={onCloseMobile} aria-hidden="true" />}
    </>
  );
}
