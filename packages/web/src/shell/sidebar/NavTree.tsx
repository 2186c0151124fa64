import { useState } from 'react';
import { Collapse } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { NavItem } from '@halte/contract';
import { containsActive, iconClass, isActiveUrl, isScreenUrl, useCurrentMenuPath } from '../navigation';

/**
 * The sidebar's menu: each top-level group is a labelled section; an item with children is a
 * collapsible sub-menu (open while it holds the current page); a screen link is highlighted
 * when it is the current page.
 */
export function NavTree({ items }: { items: NavItem[] }) {
  return (
    <>
      {items.map((item) =>
        item.children.length > 0 && !isScreenUrl(item.vcaction) ? (
          <section key={item.intid} className="nav-section" aria-label={item.vcname}>
            <div className="nav-section__label">
              <span>{item.vcname}</span>
            </div>
            <ul className="nav-list">
              {item.children.map((child) => <NavEntry key={child.intid} item={child} depth={0} />)}
            </ul>
          </section>
        ) : (
          <ul key={item.intid} className="nav-list">
            <NavEntry item={item} depth={0} />
          </ul>
        ),
      )}
    </>
  );
}

function NavEntry({ item, depth }: { item: NavItem; depth: number }) {
  return item.children.length > 0 ? <SubMenu item={item} depth={depth} /> : <Leaf item={item} depth={depth} />;
}

function Leaf({ item, depth }: { item: NavItem; depth: number }) {
  const pathname = useCurrentMenuPath();
  const active = isActiveUrl(item.vcaction, pathname);
  return (
    <li className="nav-list__item">
      <Link
        to={item.vcaction}
        className={`nav-link-item depth-${depth} ${active ? 'active' : ''}`}
        aria-current={active ? 'page' : undefined}
        title={item.vcname}
      >
        <i className={`nav-link-item__icon ${iconClass(item.vcicon)}`} aria-hidden="true" />
        <span className="nav-link-item__text">{item.vcname}</span>
      </Link>
    </li>
  );
}

function SubMenu({ item, depth }: { item: NavItem; depth: number }) {
  const pathname = useCurrentMenuPath();
  const holdsActive = containsActive(item, pathname);
  const [open, setOpen] = useState(holdsActive);
  const [seenPath, setSeenPath] = useState(pathname);
  // Navigating into the sub-menu from elsewhere opens it.
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    if (holdsActive && !open) setOpen(true);
  }
  const id = `submenu-${item.intid}`;
  return (
    <li className="nav-list__item">
      <button
        type="button"
        className={`nav-link-item nav-link-item--toggle depth-${depth} ${holdsActive ? 'holds-active' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        title={item.vcname}
      >
        <i className={`nav-link-item__icon ${iconClass(item.vcicon)}`} aria-hidden="true" />
        <span className="nav-link-item__text">{item.vcname}</span>
        <i className="nav-link-item__caret bi bi-chevron-down" aria-hidden="true" />
      </button>
      <Collapse in={open}>
        <div id={id}>
          <ul className="nav-list nav-list--nested">
            {item.children.map((child) => <NavEntry key={child.intid} item={child} depth={depth + 1} />)}
          </ul>
        </div>
      </Collapse>
    </li>
  );
}
