import { lazy, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import NotFoundPage from '../features/platform/errors/NotFoundPage';
import ServerErrorPage from '../features/platform/errors/ServerErrorPage';
import { PageSpinner } from '../shell/PageSpinner';
import { loadLoginPage } from './loginPage';
import { RequireSession } from './RequireSession';
import { screens } from './screens';
import { memberRoutes } from '../features/complaints/member/memberRoutes';

const LoginPage = lazy(loadLoginPage);
// Telling staff from phone consoles takes the contract's role codes (and its schemas): signed-in routes only.
const RequireStaff = lazy(() => import('./RequireStaff'));
const RequireConsole = lazy(() => import('./RequireConsole'));
const ShellLayout = lazy(() => import('../shell/ShellLayout'));
// Card print page: signed in, but on its own without the shell, in a new tab.
const PrintCardPage = lazy(() => import('../features/platform/print-card/PrintCardPage'));
// The driver's phone console: signed in as a driver, outside the staff shell.
const DriverConsolePage = lazy(() => import('../features/school/driver-console/DriverConsolePage'));
// The parking attendant's phone console: signed in as a JUKIR, outside the staff shell.
const JukirConsolePage = lazy(() => import('../features/parking/jukir-console/JukirConsolePage'));
// The user guide: public, for every role, signed in or not.
const GuideIndexPage = lazy(() => import('../features/platform/guide/GuideIndexPage'));
const GuideRolePage = lazy(() => import('../features/platform/guide/GuideRolePage'));

function Root() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

const screenRoutes: RouteObject[] = screens.flatMap(({ key, path, aliases = [], component: Screen }) =>
  [path, ...aliases].map((p) => (p === '/' ? { index: true, element: <Screen /> } : { path: p, element: <Screen />, handle: { menu: path, screen: key } })),
);

/** Public pages, the signed-in shell with its screens, and 404 for anything else. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ServerErrorPage />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/errors/404', element: <NotFoundPage /> },
      { path: '/errors/500', element: <ServerErrorPage /> },
      { path: '/panduan', element: <GuideIndexPage /> },
      { path: '/panduan/:role', element: <GuideRolePage /> },
      // Parents sign in on their own page, with their own session.
      memberRoutes,
      {
        path: '/',
        element: <RequireSession />,
        children: [
          {
            element: <RequireStaff />,
            children: [
              { element: <ShellLayout />, errorElement: <ServerErrorPage />, children: screenRoutes },
              { path: '/cetak/:kind/:id', element: <PrintCardPage /> },
            ],
          },
          { element: <RequireConsole path="/driver" />, children: [{ path: '/driver', element: <DriverConsolePage /> }] },
          { element: <RequireConsole path="/jukir" />, children: [{ path: '/jukir', element: <JukirConsolePage /> }] },
        ],
      },
      { path: '*', element: <Navigate to="/errors/404" replace /> },
    ],
  },
];
