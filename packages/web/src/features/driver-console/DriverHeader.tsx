import { Button } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { clearSession } from '../../api/session';
import { driverConsole as text } from '../../i18n/driver-console';
import { shell } from '../../i18n/shell';

/** The console's own bar: the app, the driver's name, sign-out. */
export function DriverHeader({ name }: { name: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();

  const signOut = async () => {
    // The session ends here whatever the server answers (or if it cannot be reached).
    await api.post('/users/signout', undefined, { quiet: true, toast: false }).catch(() => undefined);
    clearSession();
    client.clear();
    navigate('/login', { replace: true });
  };

  return (
    <header className="driver-header">
      <span className="brand__mark" aria-hidden="true"><i className="bi bi-bus-front-fill" /></span>
      <div className="driver-header__who">
        <div className="driver-header__app">{shell.app.name} · {text.title}</div>
        <div className="driver-header__name" data-testid="driver-name">{name}</div>
      </div>
      <Button variant="outline-light" className="driver-touch" onClick={() => void signOut()}>
        <i className="bi bi-box-arrow-right me-1" aria-hidden="true" />
        {text.signOut}
      </Button>
    </header>
  );
}
