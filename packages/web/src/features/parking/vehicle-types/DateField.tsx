import { Form } from 'react-bootstrap';
import { useFormContext } from 'react-hook-form';
import type { CustomFieldDef, FieldProps } from '../../../ui/form/types';

/** A calendar date (`YYYY-MM-DD`) with the browser's date picker. */
export function DateField({ field, id, readOnly, error }: FieldProps<CustomFieldDef>) {
  const { register } = useFormContext();
  return (
    <Form.Control type="date" id={id} readOnly={readOnly} plaintext={readOnly} isInvalid={!!error} aria-invalid={!!error}
      aria-describedby={error ? `${id}-error` : undefined} {...register(field.name)} />
  );
}
