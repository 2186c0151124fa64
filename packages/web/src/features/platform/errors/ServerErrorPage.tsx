import { shell } from '../../../i18n/shell';
import { ErrorPage } from './ErrorPage';

/** errors/500, also shown when a screen fails while rendering. */
export default function ServerErrorPage() {
  const e = shell.errors;
  return <ErrorPage code={e.serverCode} message={e.server} hint={e.serverHint} icon="bi-cone-striped" />;
}
