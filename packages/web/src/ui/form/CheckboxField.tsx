import { Form } from 'react-bootstrap';
import { useController, useFormContext } from 'react-hook-form';
import type { CheckboxFieldDef, FieldProps } from './types';

/** One yes/no box; its label is the field's label (e.g. 'Menggunakan Akun?'). */
export function CheckboxField({ field, id, readOnly, error }: FieldProps<CheckboxFieldDef>) {
  const { control } = useFormContext();
  const { field: input } = useController({ name: field.name, control });
  const [off, on] = field.values ?? [false, true];
  const checked = input.value === on || String(input.value) === String(on);
  return (
    <Form.Check
      type="switch"
      id={id}
      label={field.label}
      checked={checked}
      disabled={readOnly}
      isInvalid={!!error}
      onChange={(e) => input.onChange(e.target.checked ? on : off)}
      onBlur={input.onBlur}
      ref={input.ref}
    />
  );
}
