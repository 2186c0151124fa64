import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../api/session';
import { isDriverSession } from './home';

/** Signed-in routes: a visitor with no stored login goes to /login. */
export function RequireSession() {
  return useSession() ? <Outlet /> : <Navigate to="/login" replace />;
}

/** The staff shell and its pages: a driver's account is sent to its console instead. */
export function RequireStaff() {
  return isDriverSession(useSession()) ? <Navigate to="/driver" replace /> : <Outlet />;
}

/** The driver's console: any other account goes back to the staff shell. */
export function RequireDriver() {
  return isDriverSession(useSession()) ? <Outlet /> : <Navigate to="/" replace />;
}
