import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { member as t } from '../../../../i18n/member';
import { LanguageSwitch } from '../../../../ui/language/LanguageSwitch';

/** The signed-out frame of sign-in and sign-up: the brand, a title, the form and the way across. */
export function AuthCard({ title, subtitle, children, question, linkTo, linkLabel }: { title: string; subtitle: string; children: ReactNode; question: string; linkTo: string; linkLabel: string }) {
  return (
    <main className="member-auth">
      <div className="member-auth__brand">
        <span className="member-auth__mark" aria-hidden="true"><i className="bi bi-bus-front-fill" /></span>
        <span>{t.appName}</span>
      </div>
      <p className="member-auth__tagline">{t.tagline}</p>
      <section className="member-card member-auth__card">
        <h1 className="h4 mb-1">{title}</h1>
        <p className="text-body-secondary mb-3">{subtitle}</p>
        {children}
      </section>
      <p className="text-center mt-3">
        {question} <Link to={linkTo}>{linkLabel}</Link>
      </p>
      <div className="member-auth__language mx-auto">
        <LanguageSwitch />
      </div>
    </main>
  );
}
