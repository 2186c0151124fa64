import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_API } from '@halte/contract';
import { api } from '../../api/client';
import { clearSession } from '../../api/session';
import { shell } from '../../i18n/shell';
import { ui } from '../../i18n/ui';
import { ConfirmDialog } from '../ConfirmDialog';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { saveStaffLanguage } from '../../shell/saveStaffLanguage';
import './phone-console.scss';
// Every icon: a console names its own by bare name (`bus-front-fill`), which the start-up subset does not see.
import 'bootstrap-icons/font/bootstrap-icons.css';

interface Props {
  /** Bootstrap icon of the console (bus-front-fill, p-circle-fill…). */
  icon: string;
  title: string;
  name: string;
  /** The test id of the name, as the console's tests find it. */
  nameTestId: string;
  /** How many entries of the console's outbox still wait to be sent. */
  waiting: number;
}

/** A phone console's own bar: the app and console, the user's name, sign-out (asked first: entries may still wait). */
export function ConsoleHeader({ icon, title, name, nameTestId, waiting }: Props) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    setLeaving(true);
    // The session ends here whatever the server answers (or if it cannot be reached). The outbox
    // stays on the phone under the user's id, and is sent after that user's next sign-in.
    await api.call(AUTH_API.signout, {}, { quiet: true, toast: false }).catch(() => undefined);
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
      <LanguageSwitch variant="button" save={saveStaffLanguage} />
      <Button variant="outline-light" className="phone-touch" onClick={() => setAsking(true)}>
        <i className="bi bi-box-arrow-right me-1" aria-hidden="true" />
        {ui.console.signOut}
      </Button>
      <ConfirmDialog
        show={asking}
        question={ui.console.signOutQuestion}
        subject={waiting > 0 ? ui.console.signOutWaiting(waiting) : ui.console.signOutSent}
        variant={waiting > 0 ? 'warning' : 'primary'}
        icon="bi-box-arrow-right"
        yesLabel={ui.console.signOut}
        noLabel={ui.console.signOutCancel}
        busy={leaving}
        onYes={() => void signOut()}
        onNo={() => setAsking(false)}
      />
    </header>
  );
}
