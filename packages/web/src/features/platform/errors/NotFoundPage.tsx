import { shell } from '../../../i18n/shell';
import { ErrorPage } from './ErrorPage';

/** errors/404 */
export default function NotFoundPage() {
  const e = shell.errors;
  return <ErrorPage code={e.notFoundCode} message={e.notFound} hint={e.notFoundHint} icon="bi-signpost-split" />;
}
