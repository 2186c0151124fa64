import { Button } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { clearSession } from '../../api/session';
import { shell } from '../../i18n/shell';
import { ui } from '../../i18n/ui';
import './phone-console.scss';

interface Props {
  /** Bootstrap icon of the console (bus-front-fill, p-circle-fill…). */
  icon: string;
  title: string;
  name: string;
  /** The test id of the name, as the console's tests find it. */
  nameTestId: string;
}

/** A phone console's own bar: the app and console, the user's name, sign-out. */
export function ConsoleHeader({ icon, title, name, nameTestId }: Props) {
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
    <header className="phone-header">
      <span className="brand__mark" aria-hidden="true"><i className={`bi bi-${icon}`} /></span>
      <div className="phone-header__who">
        <div className="phone-header__app">{shell.app.name} · {title}</div>
        <div className="phone-header__name" data-testid={nameTestId}>{name}</div>
      </div>
      <Button variant="outline-light" className="phone-touch" onClick={() => void signOut()}>
        <i className="bi bi-box-arrow-right me-1" aria-hidden="true" />
        {ui.console.signOut}
      </Button>
    </header>
  );
}
