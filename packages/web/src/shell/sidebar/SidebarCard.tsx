import { useState } from 'react';
import { CloseButton } from 'react-bootstrap';
import { shell } from '../../i18n/shell';

const KEY = 'halteSidebarCardDismissed';

/** A help card at the foot of the sidebar; once closed it stays closed in this browser. */
export function SidebarCard() {
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(KEY) === '1');
  if (dismissed) return null;
  const dismiss = () => {
    localStorage.setItem(KEY, '1');
    setDismissed(true);
  };
  return (
    <div className="sidebar-card" data-testid="sidebar-card">
      <CloseButton className="sidebar-card__close" aria-label={shell.sidebar.dismiss} onClick={dismiss} />
      <div className="sidebar-card__icon" aria-hidden="true"><i className="bi bi-life-preserver" /></div>
      <h3 className="sidebar-card__title">{shell.sidebar.cardTitle}</h3>
      <p className="sidebar-card__text">{shell.sidebar.cardText}</p>
    </div>
  );
}
