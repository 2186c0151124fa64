import { Link } from 'react-router-dom';
import { shell } from '../i18n/shell';
import { useAppConfig } from './appConfig';

/** The logo, linking home; parking mode shows the text 'APP PARKIR' instead of it. */
export function Brand({ className = '' }: { className?: string }) {
  const config = useAppConfig();
  if (config?.app_type === 'parking') {
    return (
      <Link to="/" className={`brand brand--text ${className}`} data-testid="brand">
        <span className="brand__name">{shell.app.parkingName}</span>
      </Link>
    );
  }
  return (
    <Link to="/" className={`brand ${className}`} data-testid="brand" aria-label={shell.app.name}>
      <span className="brand__mark" aria-hidden="true">
        <i className="bi bi-bus-front-fill" />
      </span>
      <span className="brand__name">{shell.app.name}</span>
    </Link>
  );
}
