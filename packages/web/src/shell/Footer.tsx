import { shell } from '../i18n/shell';
import { useAppConfig } from './appConfig';

/** Department name, current year and the running version. */
export function Footer() {
  const config = useAppConfig();
  return (
    <footer className="footer" data-testid="footer">
      <span>{shell.footer.copyright(new Date().getFullYear(), config?.department_name ?? '')}</span>
      {config?.version && <span className="footer__version">{shell.footer.version(config.version)}</span>}
    </footer>
  );
}
