import { formatDistanceToNow } from 'date-fns';
import { id as localeId } from 'date-fns/locale/id';
import { Link } from 'react-router-dom';
import { isAppPath, type NotificationWire } from '@halte/contract';

const KIND_ICONS: Record<string, string> = {
  account: 'bi-person-check',
  complaint: 'bi-chat-left-dots',
  message: 'bi-chat-dots',
  registration: 'bi-person-plus',
  trip: 'bi-exclamation-triangle',
};

export const timeAgo = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : formatDistanceToNow(d, { addSuffix: true, locale: localeId });
};

/** One notification row; links to its page when it has one. */
export function NotificationItem({ n, onOpen }: { n: NotificationWire; onOpen?: () => void }) {
  const body = (
    <>
      <span className={`notification-item__icon kind-${n.kind}`} aria-hidden="true">
        <i className={`bi ${KIND_ICONS[n.kind] ?? 'bi-bell'}`} />
      </span>
      <span className="notification-item__content">
        <strong className="notification-item__title">{n.title}</strong>
        {n.body && <span className="notification-item__body">{n.body}</span>}
        <time className="notification-item__time" dateTime={n.dtadd}>{timeAgo(n.dtadd)}</time>
      </span>
      {!n.is_read && <span className="notification-item__dot" aria-hidden="true" />}
    </>
  );
  const className = `notification-item ${n.is_read ? '' : 'is-unread'}`;
  return isAppPath(n.url) ? (
    <Link to={n.url} className={className} onClick={onOpen} data-testid="notification">{body}</Link>
  ) : (
    <div className={className} data-testid="notification">{body}</div>
  );
}
