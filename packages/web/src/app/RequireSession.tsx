import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../api/session';

/** Signed-in routes: a visitor with no stored login goes to /login. */
export function RequireSession() {
  return useSession() ? <Outlet /> : <Navigate to="/login" replace />;
}
