import { Spinner } from 'react-bootstrap';
import { shell } from '../i18n/shell';

/** Shown while a screen's code or data loads. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status">
      <Spinner animation="border" variant="primary" />
      <span className="visually-hidden">{shell.app.loading}</span>
    </div>
  );
}
