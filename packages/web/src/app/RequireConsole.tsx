import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../api/session';
import { consoleOf } from './home';
import { loadLoginPage } from './loginPage';

/** A phone console at `path`: any other account goes to its own home. */
export default function RequireConsole({ path }: { path: string }) {
  const own = consoleOf(useSession());
  // Signing out of a phone console without signal must find the sign-in page already on the phone.
  useEffect(() => void loadLoginPage().catch(() => undefined), []);
  return own === path ? <Outlet /> : <Navigate to={own ?? '/'} replace />;
}
