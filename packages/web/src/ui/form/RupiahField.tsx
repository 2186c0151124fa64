import { Form } from 'react-bootstrap';
import { Controller, useFormContext } from 'react-hook-form';
import { rupiah } from '@halte/contract';
import { ui } from '../../i18n/ui';
import { RupiahInput } from './RupiahInput';
import type { FieldProps, RupiahFieldDef } from './types';

/** A declared form's rupiah amount: typed with thousand separators, held as a number ('' when empty). */
export function RupiahField({ field, id, readOnly, error }: FieldProps<RupiahFieldDef>) {
  const { control, getValues } = useFormContext();
  if (readOnly) {
    const value = getValues(field.name) as unknown;
    return <Form.Control id={id} plaintext readOnly value={typeof value === 'number' ? rupiah(value) : ui.form.none} />;
  }
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: input }) => (
        <RupiahInput
          id={id}
          name={input.name}
          value={(input.value as number | null | '') ?? ''}
          onChange={(amount) => input.onChange(amount ?? '')}
          onBlur={input.onBlur}
          placeholder={field.placeholder}
          isInvalid={!!error}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      )}
    />
  );
}
