import { Badge, Button, Dropdown } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { shell } from '../../i18n/shell';
import { NotificationSections } from '../notifications/NotificationSections';
import { latestFew, useMarkAllRead, useNotifications } from '../notifications/useNotifications';
import { useHoverDropdown } from './useHoverDropdown';

const text = shell.notifications;

/** The bell: unread count, BARU and SEBELUMNYA, 'Tandai semua dibaca', 'Lihat semua'. */
export function NotificationDropdown({ live }: { live: boolean }) {
  const { setShow, dropdownProps } = useHoverDropdown();
  const { data } = useNotifications(latestFew);
  const markAll = useMarkAllRead();
  const unread = data?.unread ?? 0;
  return (
    <Dropdown align="end" className="navbar-item" {...dropdownProps}>
      <Dropdown.Toggle as="button" className="icon-button no-caret" aria-label={text.toggle} data-testid="notifications-toggle" data-live={live}>
        <i className={`bi ${unread ? 'bi-bell-fill' : 'bi-bell'}`} aria-hidden="true" />
        {unread > 0 && (
          <Badge pill bg="danger" className="icon-button__badge" data-testid="notifications-unread">
            {unread > 99 ? '99+' : unread}
          </Badge>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className="dropdown-card notification-menu" renderOnMount>
        <div className="dropdown-card__header">
          <div>
            <h6 className="mb-0">{text.title}</h6>
            {unread > 0 && <small className="text-body-secondary">{text.unread(unread)}</small>}
          </div>
          <Button variant="link" size="sm" className="p-0" disabled={!unread || markAll.isPending} onClick={() => markAll.mutate()}>
            {text.markAllRead}
          </Button>
        </div>
        <div className="notification-menu__list">
          <NotificationSections list={data?.data ?? []} onOpen={() => setShow(false)} />
        </div>
        <div className="dropdown-card__footer">
          <Link to="/notifications" onClick={() => setShow(false)}>{text.viewAll}</Link>
        </div>
      </Dropdown.Menu>
    </Dropdown>
  );
}
