import { useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useFormContext } from 'react-hook-form';
import type { FieldProps, TextFieldDef } from './types';
import { ui } from '../../i18n/ui';

/** Text, password (with a show/hide eye), email, phone, number and multi-line text. */
export function TextField({ field, id, readOnly, error }: FieldProps<TextFieldDef>) {
  const { register, getValues } = useFormContext();
  const [shown, setShown] = useState(false);
  if (readOnly && field.type !== 'password') {
    const value = getValues(field.name);
    return (
      <Form.Control id={id} plaintext readOnly as={field.type === 'textarea' ? 'textarea' : 'input'} className="text-break"
        value={value === null || value === undefined || value === '' ? ui.form.none : String(value)} />
    );
  }
  const common = {
    id,
    placeholder: field.placeholder,
    maxLength: field.maxLength,
    isInvalid: !!error,
    'aria-invalid': !!error,
    'aria-describedby': error ? `${id}-error` : undefined,
    ...register(field.name),
  };
  const control =
    field.type === 'textarea' ? (
      <Form.Control as="textarea" rows={field.rows ?? 3} {...common} />
    ) : (
      <Form.Control
        type={field.type === 'password' && shown ? 'text' : field.type}
        inputMode={field.type === 'number' ? 'numeric' : undefined}
        autoComplete={field.autoComplete ?? (field.type === 'password' ? 'new-password' : 'off')}
        {...common}
      />
    );
  if (field.type !== 'password') return control;
  return (
    <InputGroup hasValidation>
      {control}
      <Button variant="outline-secondary" onClick={() => setShown((s) => !s)} aria-label={shown ? ui.form.hidePassword : ui.form.showPassword} title={shown ? ui.form.hidePassword : ui.form.showPassword}>
        <i className={`bi ${shown ? 'bi-eye-slash' : 'bi-eye'}`} aria-hidden="true" />
      </Button>
    </InputGroup>
  );
}
