import { Link } from 'react-router-dom';
import { guide } from '../../../i18n/guide';
import { PageSpinner } from '../../../shell/PageSpinner';
import { useAppConfig } from '../../../shell/appConfig';
import { GuideLayout } from './GuideLayout';
import { guidePathOf, guideRolesOf } from './guideRoles';

/** `/panduan`: one card per role of this mode. */
export default function GuideIndexPage() {
  const config = useAppConfig();
  if (!config) return <PageSpinner />;
  return (
    <GuideLayout>
      <h1 className="h3">{guide.title}</h1>
      <p className="text-body-secondary">{guide.subtitle}</p>
      <ul className="guide__roles" aria-label={guide.title}>
        {guideRolesOf(config.app_type).map((role) => (
          <li key={role}>
            <Link className="guide__role card card-body" to={guidePathOf(role)}>
              <span className="fw-semibold">{guide.pages[role].title}</span>
              <span className="small text-body-secondary">{guide.pages[role].audience}</span>
            </Link>
          </li>
        ))}
      </ul>
    </GuideLayout>
  );
}
