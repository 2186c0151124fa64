import { Button } from 'react-bootstrap';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { toast } from '../../../ui/toast/toast';
import { MEMBER_AUTH_API } from '@halte/contract';
import { memberApi, MEMBER_SIGNIN_PATH } from './session/memberClient';
import { clearMemberSession, useMemberSession } from './session/memberSession';
import { member as t } from '../../../i18n/member';
import { LanguageSwitch } from '../../../ui/language/LanguageSwitch';
import { saveMemberLanguage } from './session/saveMemberLanguage';
import { memberAlerts } from '../../../i18n/member-alerts';
import { NOTICES_PATH } from './alerts/paths';
import { UnreadBadge } from './alerts/UnreadBadge';
import { useUnreadNotices } from './alerts/useUnreadNotices';
import { endDevicePush } from './alerts/devicePush';

const TABS = [
  { to: '/warga', label: t.nav.home, icon: 'bi-house', end: true },
  { to: '/warga/anak', label: t.nav.children, icon: 'bi-people', end: false },
  { to: '/warga/pengaduan', label: t.nav.complaints, icon: 'bi-chat-dots', end: false },
  { to: '/warga/artikel', label: t.nav.articles, icon: 'bi-newspaper', end: false },
];

/** A signed-in member's frame: the top bar with sign-out, the page, and the tab bar at the thumb. */
export default function MemberLayout() {
  const session = useMemberSession();
  const navigate = useNavigate();
  const unread = useUnreadNotices();

  const signOut = async () => {
    // While the token still holds: the server forgets this phone's subscription.
    await endDevicePush(memberApi);
    try {
      await memberApi.call(MEMBER_AUTH_API.signout, {}, { quiet: true, toast: false });
    } catch {
      // Signed out here whatever the server says: the token is forgotten either way.
    }
    clearMemberSession();
    toast.success(t.signedOut);
    navigate(MEMBER_SIGNIN_PATH, { replace: true });
  };

  return (
    <>
      <header className="member-topbar">
        <span className="member-topbar__brand"><i className="bi bi-bus-front-fill" aria-hidden="true" /> <span className="member-topbar__app">{t.appName}</span></span>
        <span className="member-topbar__name text-truncate">{session ? t.greeting(session.vcname) : ''}</span>
        <NavLink to={NOTICES_PATH} className="member-topbar__bell btn btn-outline-light btn-sm">
          <i className="bi bi-bell" aria-hidden="true" />
          <span className="visually-hidden">{memberAlerts.notices.title}</span>
          <UnreadBadge count={unread} />
        </NavLink>
        <LanguageSwitch variant="button" save={saveMemberLanguage} />
        <Button variant="outline-light" size="sm" onClick={() => void signOut()}>
          <i className="bi bi-box-arrow-right me-1" aria-hidden="true" />{t.signOut}
        </Button>
      </header>
      <main className="member-main">
        <Outlet />
      </main>
      <nav className="member-tabs" aria-label={t.appName}>
        {TABS.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={tab.end} className="member-tabs__tab">
            <i className={`bi ${tab.icon}`} aria-hidden="true" />
            <span>{tab.label}</span>
          </NavLink>
        ))}
      </nav>
    </>
  );
}
