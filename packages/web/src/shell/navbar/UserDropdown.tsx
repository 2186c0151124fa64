import { Dropdown } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_API } from '@halte/contract';
import { api } from '../../api/client';
import { clearSession, useSession } from '../../api/session';
import { shell } from '../../i18n/shell';
import { Avatar } from '../../ui/Avatar';
import { useHoverDropdown } from './useHoverDropdown';

/** The avatar menu: who is signed in, 'Profil & akun', logout. */
export function UserDropdown() {
  const session = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { setShow, dropdownProps } = useHoverDropdown();

  const logout = async () => {
    setShow(false);
    try {
      // Revokes the token on the server; the session ends here whatever it answers.
      await api.call(AUTH_API.signout, {}, { quiet: true, toast: false });
    } catch {
      // Already signed out, or the server is unreachable: leaving is still right.
    }
    clearSession();
    client.clear();
    navigate('/login', { replace: true });
  };

  const name = session?.vcname ?? '';
  return (
    <Dropdown align="end" className="navbar-item" {...dropdownProps}>
      <Dropdown.Toggle as="button" className="avatar-button no-caret" aria-label={shell.user.menu} data-testid="user-menu">
        <Avatar name={name} />
      </Dropdown.Toggle>
      <Dropdown.Menu className="dropdown-card user-menu">
        <div className="user-menu__who">
          <Avatar name={name} size="lg" />
          <div className="min-w-0">
            <div className="fw-semibold text-truncate">{name}</div>
            <small className="text-body-secondary">{session?.role_code}</small>
          </div>
        </div>
        <Dropdown.Divider />
        <Dropdown.Item as={Link} to="/user/profile" onClick={() => setShow(false)}>
          <i className="bi bi-person-circle me-2" aria-hidden="true" />
          {shell.user.profile}
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" className="text-danger" onClick={() => void logout()}>
          <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
          {shell.user.logout}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
