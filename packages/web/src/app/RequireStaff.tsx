import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../api/session';
import { consoleOf } from './home';

/** The staff shell and its pages: a phone console's account (driver, attendant) is sent to its console instead. */
export default function RequireStaff() {
  const own = consoleOf(useSession());
  return own ? <Navigate to={own} replace /> : <Outlet />;
}
