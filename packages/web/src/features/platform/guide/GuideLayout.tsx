import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './guide.scss';
import { guide } from '../../../i18n/guide';
import { homeOf } from '../../../app/home';
import { useSession } from '../../../api/session';
import { Brand } from '../../../shell/Brand';

/** The guide's frame: public, readable without signing in, outside the staff shell. */
export function GuideLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  return (
    <div className="guide">
      <header className="guide__head">
        <Brand />
        <Link className="btn btn-sm btn-outline-primary" to={homeOf(session)}>{guide.toApp}</Link>
      </header>
      <main className="guide__body">{children}</main>
    </div>
  );
}
