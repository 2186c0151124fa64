import { shell } from '../../i18n/shell';
import { Brand } from '../Brand';
import type { NavbarPosition } from '../settings/settings';
import { HorizontalMenu } from './HorizontalMenu';
import { NotificationDropdown } from './NotificationDropdown';
import { SearchBox } from './SearchBox';
import { UserDropdown } from './UserDropdown';

interface Props {
  position: NavbarPosition;
  scrolled: boolean;
  /** Live notifications connected. */
  live: boolean;
  onOpenMobile: () => void;
  onOpenSettings: () => void;
}

/** The top bar: menu button (small screens), brand, search, customize, notifications, user. */
export function TopNavbar({ position, scrolled, live, onOpenMobile, onOpenSettings }: Props) {
  // With a vertical navbar (vertical, combo) the brand sits in it on wide screens.
  const brandAlways = position === 'top' || position === 'double-top';
  return (
    <header className={`topbar topbar--${position} ${scrolled ? 'is-scrolled' : ''}`} data-testid="topbar">
      <div className="topbar__row">
        <button type="button" className="icon-button d-lg-none" aria-label={shell.navbar.toggleMenu} onClick={onOpenMobile}>
          <i className="bi bi-list" aria-hidden="true" />
        </button>
        <Brand className={brandAlways ? '' : 'd-lg-none'} />
        {(position === 'top' || position === 'combo') && <HorizontalMenu className="d-none d-lg-flex" />}
        <div className="topbar__search">
          <SearchBox />
        </div>
        <div className="topbar__actions">
          <button type="button" className="icon-button" aria-label={shell.navbar.customize} onClick={onOpenSettings} data-testid="customize-toggle">
            <i className="bi bi-sliders2" aria-hidden="true" />
          </button>
          <NotificationDropdown live={live} />
          <UserDropdown />
        </div>
      </div>
      {position === 'double-top' && (
        <div className="topbar__row topbar__row--menu d-none d-lg-flex">
          <HorizontalMenu />
        </div>
      )}
    </header>
  );
}
