import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { toast } from '../../../ui/toast/toast';
import { AUTH_API } from '@halte/contract';
import { ApiError, api } from '../../../api/client';
import { setSession, useSession } from '../../../api/session';
import { shell } from '../../../i18n/shell';
import { useAppConfig } from '../../../shell/appConfig';
import { waitingOnPhone } from '../../../ui/outbox/store';
import { adoptAccountLanguage } from '../../../ui/language/chooseLanguage';
import { LanguageSwitch } from '../../../ui/language/LanguageSwitch';
import { saveStaffLanguage } from '../../../shell/saveStaffLanguage';

const text = shell.login;

/**
 * 'Masuk Akun': the sign-in form; its errors show inline (spec 8: login rules). Plain Bootstrap
 * markup rather than react-bootstrap's components, so the first visit downloads little.
 */
export default function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  // A phone console signed out of with entries still queued: they wait for that user's next sign-in.
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    let live = true;
    waitingOnPhone().then((n) => live && setWaiting(n), () => undefined);
    return () => void (live = false);
  }, []);
  const config = useAppConfig();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const parking = config?.app_type === 'parking';

  // '/' sends each account on to its own home (a phone console's account to its console).
  if (session && !pending) return <Navigate to="/" replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setPending(true);
    try {
      const answer = await api.call(AUTH_API.signin, { body: { username, password } }, { quiet: true, toast: false });
      setSession(answer);
      if (adoptAccountLanguage(answer.language, saveStaffLanguage, '/')) return;
      toast.success(text.success(answer.vcname));
      navigate('/', { replace: true });
    } catch (err) {
      setError(err instanceof ApiError && err.status !== 0 ? err.message : text.noResponse);
      setPending(false);
    }
  };

  return (
    <div className="login-page">
      <aside className="login-hero" aria-hidden="true">
        <div className="login-hero__inner">
          <div className="login-hero__brand">
            {parking ? (
              <span className="brand__name">{shell.app.parkingName}</span>
            ) : (
              <>
                <span className="brand__mark"><i className="bi bi-bus-front-fill" /></span>
                <span className="brand__name">{shell.app.name}</span>
              </>
            )}
          </div>
          <h2 className="login-hero__title">{text.heroTitle}</h2>
          <p className="login-hero__text">{text.heroText}</p>
          <ul className="login-hero__points">
            {text.heroPoints.map((p) => (
              <li key={p}><i className="bi bi-check2-circle" />{p}</li>
            ))}
          </ul>
          {config && <p className="login-hero__department">{config.department_name}</p>}
        </div>
      </aside>
      <main className="login-main">
        <div className="login-card">
          <div className="login-card__brand d-lg-none">
            {parking ? <span className="brand__name">{shell.app.parkingName}</span> : (
              <>
                <span className="brand__mark" aria-hidden="true"><i className="bi bi-bus-front-fill" /></span>
                <span className="brand__name">{shell.app.name}</span>
              </>
            )}
          </div>
          <h1 className="login-card__title">{text.title}</h1>
          <p className="login-card__subtitle">{text.subtitle}</p>
          {waiting > 0 && (
            <div role="alert" className="alert alert-warning d-flex align-items-center gap-2 py-2" data-testid="login-waiting">
              <i className="bi bi-cloud-arrow-up" aria-hidden="true" />
              <span>{text.waitingOnPhone(waiting)}</span>
            </div>
          )}
          {error && (
            <div role="alert" className="alert alert-danger d-flex align-items-center gap-2 py-2">
              <i className="bi bi-exclamation-circle" aria-hidden="true" />
              <span>{error}</span>
            </div>
          )}
          <form onSubmit={submit} noValidate>
            <div className="mb-3">
              <label className="form-label" htmlFor="login-username">{text.username}</label>
              <div className="input-icon">
                <i className="bi bi-person" aria-hidden="true" />
                <input id="login-username" className="form-control" autoComplete="username" autoFocus value={username} onChange={(e) => setUsername(e.target.value)} />
              </div>
            </div>
            <div className="mb-3">
              <label className="form-label" htmlFor="login-password">{text.password}</label>
              <div className="input-icon">
                <i className="bi bi-lock" aria-hidden="true" />
                <input
                  id="login-password"
                  className="form-control"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </div>
            </div>
            <div className="form-check mb-4">
              <input id="login-show-password" type="checkbox" className="form-check-input" checked={showPassword} onChange={(e) => setShowPassword(e.currentTarget.checked)} />
              <label className="form-check-label" htmlFor="login-show-password">{text.showPassword}</label>
            </div>
            <button type="submit" className="btn btn-primary w-100 login-card__submit" disabled={!username.trim() || !password || pending}>
              {pending ? (
                <>
                  <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                  {text.submitting}
                </>
              ) : (
                text.submit
              )}
            </button>
          </form>
          <div className="mt-4 login-card__language">
            <LanguageSwitch />
          </div>
        </div>
      </main>
    </div>
  );
}
