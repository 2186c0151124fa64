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
  /** The list's other filters: a filter's choices and whether it shows may follow them (a school's classes). */
  filters?: FilterValues;
  onChange: (patch: FilterValues) => void;
}

/**
 * A list filter, outside a form: over a long list read from the server (one school, one vehicle)
 * the searchable RemoteSelect; over fixed choices (one status) the plain select. A filter
 * declared with `visible` shows only when the other filters allow (a class once a school is
 * chosen), and one with `resets` clears those filters when it changes.
 */
export function SelectFilter({ field, value, filters, onChange }: SelectFilterProps) {
  const id = useId();
  // `values` follows the address (a reload, the back button); only the user's pick is sent on.
  const values = { ...filters, [field.name]: value ?? '' };
  const form = useForm<Values>({ values });
  useEffect(() => {
    const watching = form.watch((now, info) => {
      if (info.name !== field.name || info.type !== 'change') return;
      const picked = now[field.name];
      const cleared = Object.fromEntries((field.resets ?? []).map((other) => [other, undefined]));
      onChange({ ...cleared, [field.name]: picked === '' || picked === null || picked === undefined ? undefined : String(picked) });
    });
    return () => watching.unsubscribe();
  }, [form, field.name, field.resets, onChange]);

  if (field.visible && !field.visible(values, 'update')) return null;

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
