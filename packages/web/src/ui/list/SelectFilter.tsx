import { useEffect, useId } from 'react';
import { Form } from 'react-bootstrap';
import { FormProvider, useForm } from 'react-hook-form';
import { RemoteSelect } from '../form/RemoteSelect';
import { SelectField } from '../form/SelectField';
import type { SelectFieldDef, Values } from '../form/types';
import type { FilterValues } from './listFilters';

interface SelectFilterProps {
  field: SelectFieldDef;
  value: string | undefined;
  onChange: (patch: FilterValues) => void;
}

/**
 * A list filter, outside a form: over a long list read from the server (one school, one vehicle)
 * the searchable RemoteSelect; over fixed choices (one status) the plain select.
 */
export function SelectFilter({ field, value, onChange }: SelectFilterProps) {
  const id = useId();
  // `values` follows the address (a reload, the back button); only the user's pick is sent on.
  const form = useForm<Values>({ values: { [field.name]: value ?? '' } });
  useEffect(() => {
    const watching = form.watch((values, info) => {
      if (info.name !== field.name || info.type !== 'change') return;
      const picked = values[field.name];
      onChange({ [field.name]: picked === '' || picked === null || picked === undefined ? undefined : String(picked) });
    });
    return () => watching.unsubscribe();
  }, [form, field.name, onChange]);

  return (
    <FormProvider {...form}>
      <div style={{ minWidth: '14rem' }}>
        <Form.Label htmlFor={id} visuallyHidden>{field.label}</Form.Label>
        {Array.isArray(field.choices) ? (
          <SelectField field={field} id={id} mode="update" readOnly={false} />
        ) : (
          <RemoteSelect field={field} id={id} mode="update" readOnly={false} />
        )}
      </div>
    </FormProvider>
  );
}
