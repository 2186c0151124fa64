import { Col, Row } from 'react-bootstrap';
import { useSession } from '../../../api/session';
import { dashboard as t } from '../../../i18n/dashboard';
import { ActivityList } from './ActivityList';
import { FleetAttendance } from './FleetAttendance';
import { ProgressGauge } from './ProgressGauge';
import { StudentStatistic } from './StudentStatistic';
import { WeeklyChart } from './WeeklyChart';
import WelcomePage from './WelcomePage';
import { useHasScreen, useNavigation } from '../../../shell/navigation';
import { ServiceToday } from '../../../ui/time/ServiceToday';
import './dashboard.scss';

/**
 * `/` in school mode: today's service at a glance. Every card reads its own figure and is read
 * again when the server announces a write to a table it shows (a trip started, a card scanned),
 * so the page follows the fleet without a reload.
 */
export default function DashboardPage() {
  const session = useSession();
  const navigation = useNavigation();
  const allowed = useHasScreen('dashboard.school');
  // Every signed-in user lands on '/': a role without the dashboard's figures gets the welcome
  // page with its own shortcuts instead of five cards the server refuses.
  if (navigation.isSuccess && !allowed) return <WelcomePage />;
  // The shell has usually read the menus already; until then no card asks for a figure.
  const figures = !navigation.isLoading;
  return (
    <>
      <div className="page-header">
        <div>
          <h1 className="page-header__title">{t.title}</h1>
          <p className="page-header__subtitle">
            <span data-testid="welcome">{t.greeting(session?.vcname ?? '')}</span> · {t.today}: <ServiceToday />
          </p>
        </div>
      </div>
      {figures && <Figures />}
    </>
  );
}

/** The five cards, each reading its own figure. */
function Figures() {
  return (
    <Row className="g-3">
      <Col xs={12} md={6} xl={3}>
        <ProgressGauge />
      </Col>
      <Col xs={12} md={6} xl={3}>
        <StudentStatistic />
      </Col>
      <Col xs={12} xl={6}>
        <WeeklyChart />
      </Col>
      <Col xs={12} xl={4}>
        <ActivityList />
      </Col>
      <Col xs={12} xl={8}>
        <FleetAttendance />
      </Col>
    </Row>
  );
}
