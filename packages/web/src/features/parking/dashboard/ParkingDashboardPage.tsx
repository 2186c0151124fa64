import { useSession } from '../../../api/session';
import { useHasScreen, useNavigation } from '../../../shell/navigation';
import { ServiceToday } from '../../../ui/time/ServiceToday';
import WelcomePage from '../../school/dashboard/WelcomePage';
import { dashboard } from '../../../i18n/dashboard';
import { parkingMaster } from '../../../i18n/parking-master';
import { LocationCards } from './LocationCards';
import { TargetCards } from './TargetCards';
import '../../school/dashboard/dashboard.scss';

const t = parkingMaster.dashboard;

/**
 * `/` in parking mode: the year's target against its realisation, today's income and a card per
 * location. Each figure is read again when the server announces a write to the parking records,
 * so every check-out shows without a reload.
 */
export default function ParkingDashboardPage() {
  const session = useSession();
  const navigation = useNavigation();
  const allowed = useHasScreen('dashboard.parking');
  if (navigation.isSuccess && !allowed) return <WelcomePage />;
  return (
    <>
      <div className="page-header">
        <div>
          <h1 className="page-header__title">{t.title}</h1>
          <p className="page-header__subtitle">
            <span data-testid="welcome">{dashboard.greeting(session?.vcname ?? '')}</span> · {dashboard.today}: <ServiceToday />
          </p>
        </div>
      </div>
      {!navigation.isLoading && (
        <div className="d-grid gap-3">
          <TargetCards />
          <LocationCards />
        </div>
      )}
    </>
  );
}
