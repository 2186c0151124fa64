import { Link, useParams } from 'react-router-dom';
import { guide } from '../../../i18n/guide';
import { PageSpinner } from '../../../shell/PageSpinner';
import { useAppConfig } from '../../../shell/appConfig';
import { GuideLayout } from './GuideLayout';
import { GUIDE_PATH, guidePageOf } from './guideRoles';

/** `/panduan/<role>`: that role's tasks, step by step, with screenshots of the screens named. */
export default function GuideRolePage() {
  const { role } = useParams();
  const config = useAppConfig();
  if (!config) return <PageSpinner />;
  const page = guidePageOf(role, config.app_type);
  return (
    <GuideLayout>
      <Link to={GUIDE_PATH} className="small">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        {guide.back}
      </Link>
      {page ? (
        <>
          <h1 className="h3 mt-2">{`${guide.title}: ${page.title}`}</h1>
          <p className="text-body-secondary">{page.audience}</p>
          {page.sections.map((s) => (
            <section key={s.title} className="guide__section" aria-label={s.title}>
              <h2 className="h5">{s.title}</h2>
              <ol>
                {s.steps.map((step) => <li key={step}>{step}</li>)}
              </ol>
              {s.image && <img className="guide__shot" src={`${GUIDE_PATH}/${s.image}`} alt={guide.imageAlt(s.title)} />}
            </section>
          ))}
        </>
      ) : (
        <p className="alert alert-warning mt-3" role="alert">{guide.unknownRole}</p>
      )}
    </GuideLayout>
  );
}
