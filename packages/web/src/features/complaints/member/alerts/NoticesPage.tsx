import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../../../shell/PageSpinner';
import { ZonedTime } from '../../../../ui/time/ZonedTime';
import { wargaPathOf } from '../../../../sw/warga-link';
import { MemberScreen } from '../MemberScreen';
import { memberAlerts } from '../../../../i18n/member-alerts';
import { useNotices } from './useNotices';
import { ALERT_SETTINGS_PATH } from './paths';

const t = memberAlerts.notices;

/** 'Pemberitahuan': every alert the member was sent, newest first, the unread ones in bold; each opens its page. */
export default function NoticesPage() {
  const { notices, unread, loading, more, loadingMore, markAllRead } = useNotices();
  const [marking, setMarking] = useState(false);
  const markAll = async () => {
    setMarking(true);
    try {
      await markAllRead();
    } finally {
      setMarking(false);
    }
  };
  return (
    <MemberScreen title={t.title} actions={[{ to: ALERT_SETTINGS_PATH, label: t.settings, icon: 'bi-gear' }]}>
      <div className="member-actions">
        <Button variant="outline-primary" onClick={() => void markAll().catch(() => undefined)} disabled={marking || unread === 0}>
          {marking ? <Spinner size="sm" animation="border" className="me-1" aria-hidden="true" /> : <i className="bi bi-check2-all me-1" aria-hidden="true" />}
          {t.markAllRead}
        </Button>
      </div>
      {loading ? (
        <PageSpinner />
      ) : !notices?.length ? (
        <p className="member-card text-center text-body-secondary">{t.empty}</p>
      ) : (
        <ul className="list-unstyled" aria-label={t.list}>
          {notices.map((n) => (
            <li key={n.intid}>
              <Link to={wargaPathOf(n.vctautan, window.location.origin)} className={`member-card member-notice${n.dibaca ? '' : ' member-notice--unread'}`}>
                <span className="d-flex justify-content-between align-items-start gap-2">
                  <span className={n.dibaca ? 'fw-medium' : 'fw-bold'}>{n.vcjudul}</span>
                  {!n.dibaca && <span className="badge text-bg-primary">{t.unread}</span>}
                </span>
                <span className="d-block small">{n.vcisi}</span>
                <span className="d-block small text-body-secondary"><ZonedTime value={n.dtadd} style="dateTime" /></span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {more && (
        <Button variant="outline-secondary" className="w-100" onClick={more} disabled={loadingMore}>
          {loadingMore && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
          {t.more}
        </Button>
      )}
    </MemberScreen>
  );
}
