import { lazy } from 'react';
import { useAppConfig } from '../shell/appConfig';

const SchoolDashboard = lazy(() => import('../features/school/dashboard/DashboardPage'));
const ParkingDashboard = lazy(() => import('../features/parking/dashboard/ParkingDashboardPage'));

/** `/`: both modes' dashboards share the path; the running mode picks which one shows. */
export default function HomeDashboard() {
  const config = useAppConfig();
  if (!config) return null;
  return config.app_type === 'parking' ? <ParkingDashboard /> : <SchoolDashboard />;
}
