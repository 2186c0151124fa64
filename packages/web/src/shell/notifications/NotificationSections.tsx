import type { NotificationWire } from '@halte/contract';
import { shell } from '../../i18n/shell';
import { NotificationItem } from './NotificationItem';
import { splitByRead } from './useNotifications';

/** BARU (unread) and SEBELUMNYA (read) sections; used by the dropdown and the 'Lihat semua' page. */
export function NotificationSections({ list, onOpen }: { list: NotificationWire[]; onOpen?: () => void }) {
  if (!list.length) return <p className="notification-empty">{shell.notifications.empty}</p>;
  const { fresh, earlier } = splitByRead(list);
  return (
    <>
      <Section title={shell.notifications.newSection} items={fresh} onOpen={onOpen} />
      <Section title={shell.notifications.earlierSection} items={earlier} onOpen={onOpen} />
    </>
  );
}

function Section({ title, items, onOpen }: { title: string; items: NotificationWire[]; onOpen?: () => void }) {
  if (!items.length) return null;
  return (
    <section aria-label={title}>
      <h6 className="notification-section">{title}</h6>
      {items.map((n) => <NotificationItem key={n.intid} n={n} onOpen={onOpen} />)}
    </section>
  );
}
