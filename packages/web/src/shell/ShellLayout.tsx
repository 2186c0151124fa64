import { Suspense, useState } from 'react';
// Every icon: the menus name theirs at run time (an administrator picks any bootstrap-icons name).
import 'bootstrap-icons/font/bootstrap-icons.css';
import { Outlet, useLocation } from 'react-router-dom';
import './shell.scss';
import { Footer } from './Footer';
import { PageSpinner } from './PageSpinner';
import { TopNavbar } from './navbar/TopNavbar';
import { useLiveRefresh } from './live/useLiveRefresh';
import { useLiveSocket } from './live/useLiveSocket';
import { LiveSocketContext } from './live/LiveSocketContext';
import { useNotificationSocket } from './notifications/useNotificationSocket';
import { useScrollOnNavigate, useScrolled } from './scroll';
import { SettingsPanel } from './settings/SettingsPanel';
import { useSettings } from './settings/store';
import { Sidebar } from './sidebar/Sidebar';

/** Chat pages keep a flat navbar while their thread scrolls (spec 4). */
const isChatPage = (path: string) => path.startsWith('/operasional/complaint-message') || path.startsWith('/operasional/chatting-member');

/** The signed-in frame: sidebar and/or top menu by the chosen position, content, footer. */
export default function ShellLayout() {
  const settings = useSettings();
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  const scrolled = useScrolled();
  useScrollOnNavigate();
  const { socket, connected: live } = useLiveSocket();
  useNotificationSocket(socket);
  useLiveRefresh(socket);

  // Following a link closes the small-screen menu.
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMobileOpen(false);
  }

  const position = settings.navbarPosition;
  const hasSidebar = position === 'vertical' || position === 'combo';
  return (
    <div className={`shell shell--${position} ${settings.isFluid ? 'shell--fluid' : ''}`} data-testid="shell">
      <div className={`shell__frame ${settings.isFluid ? 'container-fluid' : 'container-xxl'}`}>
        <Sidebar mobileOpen={mobileOpen} onCloseMobile={() => setMobileOpen(false)} mobileOnly={!hasSidebar} />
        <div className="shell__content">
          <TopNavbar
            position={position}
            scrolled={scrolled && !isChatPage(pathname)}
            live={live}
            onOpenMobile={() => setMobileOpen(true)}
            onOpenSettings={() => setSettingsOpen(true)}
          />
          <main className="shell__main" id="main">
            <Suspense fallback={<PageSpinner />}>
              <LiveSocketContext.Provider value={socket}>
                <Outlet />
              </LiveSocketContext.Provider>
            </Suspense>
          </main>
          <Footer />
        </div>
      </div>
      <SettingsPanel show={settingsOpen} onHide={() => setSettingsOpen(false)} />
    </div>
  );
}
