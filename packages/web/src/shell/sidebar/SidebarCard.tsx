import { useState } from 'react';
import { CloseButton } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useSession } from '../../api/session';
import { guidePathOf, guideRoleOf } from '../../features/platform/guide/guideRoles';
import { shell } from '../../i18n/shell';
import { useAppConfig } from '../appConfig';

const KEY = 'halteSidebarCardDismissed';

/**
 * The help card after the menu: the guide page of the signed-in role and the department's help
 * desk; without a configured one it says whom to ask. Once closed it stays closed in this browser.
 */
export function SidebarCard() {
  const session = useSession();
  const support = useAppConfig()?.support;
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(KEY) === '1');
  if (dismissed) return null;
  const dismiss = () => {
    localStorage.setItem(KEY, '1');
    setDismissed(true);
  };
  const t = shell.sidebar;
  return (
    <div className="sidebar-card" data-testid="sidebar-card">
      <CloseButton className="sidebar-card__close" aria-label={t.dismiss} onClick={dismiss} />
      <h3 className="sidebar-card__title">
        <i className="bi bi-life-preserver me-1" aria-hidden="true" />
        {t.cardTitle}
      </h3>
      <ul className="sidebar-card__links">
        <li>
          <Link to={guidePathOf(guideRoleOf(session))} target="_blank" rel="noopener">
            <i className="bi bi-book me-1" aria-hidden="true" />
            {t.guide}
          </Link>
        </li>
        {support?.phone && (
          <li>
            <a href={`tel:${support.phone.replace(/[^+0-9]/g, '')}`} aria-label={t.call(support.phone)}>
              <i className="bi bi-telephone me-1" aria-hidden="true" />
              {support.phone}
            </a>
          </li>
        )}
        {support?.email && (
          <li>
            <a href={`mailto:${support.email}`} aria-label={t.mail(support.email)}>
              <i className="bi bi-envelope me-1" aria-hidden="true" />
              {support.email}
            </a>
          </li>
        )}
      </ul>
      {support && !support.phone && !support.email && <p className="sidebar-card__text">{t.noContact}</p>}
    </div>
  );
}
