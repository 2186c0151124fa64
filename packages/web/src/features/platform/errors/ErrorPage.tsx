import { Link } from 'react-router-dom';
import { shell } from '../../../i18n/shell';

/** The frame of the public error pages: big code, message, hint and a link home. */
export function ErrorPage({ code, message, hint, icon }: { code: string; message: string; hint: string; icon: string }) {
  return (
    <main className="error-page">
      <div className="error-card">
        <div className="error-card__icon" aria-hidden="true"><i className={`bi ${icon}`} /></div>
        <p className="error-card__code">{code}</p>
        <h1 className="error-card__message">{message}</h1>
        <p className="error-card__hint">{hint}</p>
        <Link to="/" className="btn btn-primary">
          <i className="bi bi-house-door me-2" aria-hidden="true" />
          {shell.errors.home}
        </Link>
      </div>
    </main>
  );
}
