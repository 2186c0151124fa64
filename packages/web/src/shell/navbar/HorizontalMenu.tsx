import { Dropdown } from 'react-bootstrap';
import { Link, NavLink } from 'react-router-dom';
import type { NavItem } from '@halte/contract';
import { shell } from '../../i18n/shell';
import { containsActive, flattenMenus, iconClass, isActiveUrl, isScreenUrl, useCurrentMenuPath, useNavigation } from '../navigation';
import { useHoverDropdown } from './useHoverDropdown';

/** The menu tree laid out across the navbar (positions top, combo, double-top), wide screens only. */
export function HorizontalMenu({ className = '' }: { className?: string }) {
  const navigation = useNavigation();
  const items = navigation.data?.data ?? [];
  return (
    <ul className={`horizontal-menu ${className}`} aria-label={shell.navbar.mainMenu}>
      {items.map((item) =>
        isScreenUrl(item.vcaction) && !item.children.length ? (
          <li key={item.intid}>
            <NavLink to={item.vcaction} end={item.vcaction === '/'} className="horizontal-menu__link">
              <i className={iconClass(item.vcicon)} aria-hidden="true" />
              {item.vcname}
            </NavLink>
          </li>
        ) : (
          <GroupDropdown key={item.intid} item={item} />
        ),
      )}
    </ul>
  );
}

function GroupDropdown({ item }: { item: NavItem }) {
  const pathname = useCurrentMenuPath();
  const { setShow, dropdownProps } = useHoverDropdown();
  const links = flattenMenus(item.children);
  return (
    <Dropdown as="li" {...dropdownProps}>
      <Dropdown.Toggle as="button" className={`horizontal-menu__link ${containsActive(item, pathname) ? 'active' : ''}`}>
        <i className={iconClass(item.vcicon)} aria-hidden="true" />
        {item.vcname}
      </Dropdown.Toggle>
      <Dropdown.Menu className="dropdown-card horizontal-menu__dropdown">
        {links.map((l) => (
          <Dropdown.Item
            key={`${l.intid}-${l.url}`}
            as={Link}
            to={l.url}
            active={isActiveUrl(l.url, pathname)}
            onClick={() => setShow(false)}
          >
            <i className={`${iconClass(l.icon)} me-2`} aria-hidden="true" />
            {l.name}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
