import { Button, Card } from 'react-bootstrap';
import { shell } from '../../../i18n/shell';
import { PageSpinner } from '../../../shell/PageSpinner';
import { NotificationSections } from '../../../shell/notifications/NotificationSections';
import { useMarkAllRead, useNotifications } from '../../../shell/notifications/useNotifications';

const text = shell.notifications;

/** 'Lihat semua': every recent notification of the signed-in user. */
export default function NotificationsPage() {
  const { data, isPending } = useNotifications();
  const markAll = useMarkAllRead();
  return (
    <>
      <div className="page-header">
        <div>
          <h1 className="page-header__title">{text.pageTitle}</h1>
          <p className="page-header__subtitle">{text.pageSubtitle}</p>
        </div>
        <Button variant="outline-primary" disabled={!data?.unread || markAll.isPending} onClick={() => markAll.mutate()}>
          <i className="bi bi-check2-all me-2" aria-hidden="true" />
          {text.markAllRead}
        </Button>
      </div>
      <Card className="notification-page">
        {isPending ? <PageSpinner /> : <NotificationSections list={data?.data ?? []} />}
      </Card>
    </>
  );
}
