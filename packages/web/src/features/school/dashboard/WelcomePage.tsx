import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useSession } from '../../../api/session';
import { shell } from '../../../i18n/shell';
import { flattenMenus, iconClass, useNavigation } from '../../../shell/navigation';
import { ServiceToday } from '../../../ui/time/ServiceToday';

const text = shell.welcome;

/** `/` of parking mode until its own dashboard: who is signed in and shortcuts to their menus. */
export default function WelcomePage() {
  const session = useSession();
  const navigation = useNavigation();
  const shortcuts = flattenMenus(navigation.data?.data ?? []).filter((l) => l.url !== '/');
  return (
    <>
      <div className="page-header">
        <div>
          <h1 className="page-header__title">{text.title}</h1>
          <p className="page-header__subtitle">{text.today}: <ServiceToday /></p>
        </div>
      </div>
      <Row className="g-3">
        <Col lg={8}>
          <Card className="welcome-card h-100">
            <Card.Body>
              <h2 className="welcome-card__title" data-testid="welcome">{text.greeting(session?.vcname ?? '')}</h2>
              <p className="welcome-card__text">{text.intro}</p>
              <i className="bi bi-bus-front welcome-card__art" aria-hidden="true" />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={4}>
          <Card className="h-100">
            <Card.Body>
              <h2 className="card-heading">{text.account}</h2>
              <dl className="info-list">
                <dt>{text.name}</dt>
                <dd data-testid="signed-in-name">{session?.vcname}</dd>
                <dt>{text.role}</dt>
                <dd>{navigation.data?.role?.name ?? session?.role_code}</dd>
                <dt>{text.userId}</dt>
                <dd>{session?.user_id}</dd>
              </dl>
            </Card.Body>
          </Card>
        </Col>
        {shortcuts.length > 0 && (
          <Col xs={12}>
            <Card>
              <Card.Body>
                <h2 className="card-heading">{text.shortcuts}</h2>
                <div className="shortcut-grid">
                  {shortcuts.map((l) => (
                    <Link key={`${l.intid}-${l.url}`} to={l.url} className="shortcut">
                      <span className="shortcut__icon" aria-hidden="true"><i className={iconClass(l.icon)} /></span>
                      <span className="shortcut__name">{l.name}</span>
                      <small className="shortcut__group">{l.trail.join(' › ')}</small>
                    </Link>
                  ))}
                </div>
              </Card.Body>
            </Card>
          </Col>
        )}
      </Row>
    </>
  );
}
