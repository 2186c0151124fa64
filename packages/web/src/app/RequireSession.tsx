import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../api/session';
import { consoleOf } from './home';
import { loadLoginPage } from './loginPage';

/** Signed-in routes: a visitor with no stored login goes to /login. */
export function RequireSession() {
  return useSession() ? <Outlet /> : <Navigate to="/login" replace />;
}

/** The staff shell and its pages: a phone console's account (driver, attendant) is sent to its console instead. */
export function RequireStaff() {
  const own = consoleOf(useSession());
  return own ? <Navigate to={own} replace /> : <Outlet />;
}

/** A phone console at `path`: any other account goes to its own home. */
export function RequireConsole({ path }: { path: string }) {
  const own = consoleOf(useSession());
  // Signing out of a phone console without signal must find the sign-in page already on the phone.
  useEffect(() => void loadLoginPage().catch(() => undefined), []);
  return own === path ? <Outlet /> : <Navigate to={own ?? '/'} replace />;
}
