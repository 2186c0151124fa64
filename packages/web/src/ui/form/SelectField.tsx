import { Suspense } from 'react';
import { Form, Spinner } from 'react-bootstrap';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { FieldProps, SelectFieldDef, Values } from './types';
import { labelOf, useChoices } from './useChoices';
import { ui } from '../../i18n/ui';

import { MultiSelect, RemoteSelect, SearchableSelect } from './reactSelects';

/** A searchable select's place while its code loads. */
function SelectLoading({ id }: { id: string }) {
  return <Form.Select id={id} disabled aria-busy="true" />;
}

/**
 * A choice from a fixed list or an options endpoint. A searchable select over an endpoint asks
 * the server as the user types (RemoteSelect); a short list is loaded whole.
 */
export function SelectField(props: FieldProps<SelectFieldDef>) {
  const { field } = props;
  if (field.searchable && !field.multiple && !Array.isArray(field.choices)) {
    return (
      <Suspense fallback={<SelectLoading id={props.id} />}>
        <RemoteSelect {...props} />
      </Suspense>
    );
  }
  return <LoadedSelect {...props} />;
}

/** A choice from the whole list of choices. */
function LoadedSelect({ field, id, readOnly, error }: FieldProps<SelectFieldDef>) {
  const { control, setValue } = useFormContext();
  const { field: input } = useController({ name: field.name, control });
  const values = useWatch() as Values;
  const { choices: all, loading } = useChoices(field.choices);
  const choices = field.exclude ? all.filter((c) => !field.exclude!(c, values)) : all;
  const current = input.value === null || input.value === undefined ? '' : String(input.value);

  if (field.multiple) {
    return (
      <Suspense fallback={<SelectLoading id={id} />}>
        <MultiSelect field={field} id={id} readOnly={readOnly} error={error} />
      </Suspense>
    );
  }

  if (readOnly) {
    return <Form.Control id={id} plaintext readOnly value={labelOf(all, current) ?? ui.form.none} />;
  }

  const change = (value: string) => {
    input.onChange(value);
    for (const other of field.resets ?? []) setValue(other, '');
  };

  if (field.searchable) {
    return (
      <Suspense fallback={<SelectLoading id={id} />}>
        <SearchableSelect id={id} choices={choices} current={current} loading={loading} placeholder={field.placeholder} error={error} onChange={change} onBlur={input.onBlur} />
      </Suspense>
    );
  }

  return (
    <div className="position-relative">
      <Form.Select
        id={id}
        ref={input.ref}
        name={input.name}
        value={current}
        onChange={(e) => change(e.target.value)}
        onBlur={input.onBlur}
        isInvalid={!!error}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-busy={loading}
      >
        <option value="">{loading ? ui.form.loading : (field.placeholder ?? ui.form.choose)}</option>
        {choices.map((c) => (
          <option key={String(c.value)} value={String(c.value)}>{c.label}</option>
        ))}
      </Form.Select>
      {loading && <Spinner size="sm" animation="border" className="position-absolute top-50 translate-middle-y text-secondary" style={{ insetInlineEnd: '2.25rem' }} />}
    </div>
  );
}
