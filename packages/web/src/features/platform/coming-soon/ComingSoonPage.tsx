import { Link } from 'react-router-dom';
import { screenOf } from '@halte/contract';
import { shell } from '../../../i18n/shell';
import { flattenMenus, iconClass, useCurrentScreen, useNavigation } from '../../../shell/navigation';

/** A screen not built yet: the name of the role's menu for it (else the screen's) and a clear 'Segera hadir' notice. */
export default function ComingSoonPage() {
  const key = useCurrentScreen();
  const navigation = useNavigation();
  const screen = key ? screenOf(key) : undefined;
  const menu = flattenMenus(navigation.data?.data ?? []).find((l) => l.screen === key) ?? (screen && { name: screen.label, icon: screen.icon });
  const text = shell.comingSoon;
  return (
    <div className="coming-soon" data-testid="coming-soon">
      <div className="coming-soon__icon" aria-hidden="true"><i className={iconClass(menu?.icon ?? 'hourglass-split')} /></div>
      <span className="badge text-bg-warning coming-soon__badge">{text.badge}</span>
      <h1 className="coming-soon__title">{menu ? text.title(menu.name) : text.badge}</h1>
      <p className="coming-soon__text">{text.text}</p>
      <Link to="/" className="btn btn-outline-primary">
        <i className="bi bi-arrow-left me-2" aria-hidden="true" />
        {text.back}
      </Link>
    </div>
  );
}
