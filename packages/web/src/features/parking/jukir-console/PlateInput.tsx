import { Form } from 'react-bootstrap';
import { jukirConsole as text } from '../../../i18n/jukir-console';

/** The plate in large capitals, as the attendant reads it off the vehicle. */
export function PlateInput({ id, value, onChange, placeholder }: { id: string; value: string; onChange: (v: string) => void; placeholder?: string }) {
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{text.checkIn.plate}</Form.Label>
      <Form.Control
        size="lg" className="jukir-plate" value={value} onChange={(e) => onChange(e.target.value.toUpperCase())}
        placeholder={placeholder} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={20}
      />
    </Form.Group>
  );
}
