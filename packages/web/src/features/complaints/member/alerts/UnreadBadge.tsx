import { memberAlerts } from '../../../../i18n/member-alerts';

/** How many notices wait unread, beside a menu entry; its words are read with the entry's name. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="member-unread badge rounded-pill text-bg-danger" data-testid="alerts-unread">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{memberAlerts.notices.unreadCount(count)}</span>
    </span>
  );
}
