import { Alert, Button } from 'react-bootstrap';
import { ui } from '../../i18n/ui';

/** A console's opening read failed: say so, and offer to try again with a finger-sized button. */
export function ConsoleLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variant="danger">
      <p>{message}</p>
      <Button variant="outline-danger" className="phone-touch" onClick={onRetry}>{ui.console.retry}</Button>
    </Alert>
  );
}
