import { Form, Spinner } from 'react-bootstrap';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import Select from 'react-select';
import type { FieldProps, SelectFieldDef, Values } from './types';
import { labelOf, useChoices } from './useChoices';
import { ui } from '../../i18n/ui';

/** A choice from a fixed list or an options endpoint; searchable for long lists. */
export function SelectField({ field, id, readOnly, error }: FieldProps<SelectFieldDef>) {
  const { control, setValue } = useFormContext();
  const { field: input } = useController({ name: field.name, control });
  const values = useWatch() as Values;
  const { choices: all, loading } = useChoices(field.choices);
  const choices = field.exclude ? all.filter((c) => !field.exclude!(c, values)) : all;
  const current = input.value === null || input.value === undefined ? '' : String(input.value);

  if (readOnly) {
    return <Form.Control id={id} plaintext readOnly value={labelOf(all, current) ?? ui.form.none} />;
  }

  const change = (value: string) => {
    input.onChange(value);
    for (const other of field.resets ?? []) setValue(other, '');
  };

  if (field.searchable) {
    const selected = choices.find((c) => String(c.value) === current) ?? null;
    return (
      <Select
        inputId={id}
        className={`rs ${error ? 'is-invalid' : ''}`}
        classNamePrefix="rs"
        options={choices}
        value={selected}
        getOptionValue={(c) => String(c.value)}
        isLoading={loading}
        isClearable
        placeholder={field.placeholder ?? ui.form.choose}
        noOptionsMessage={() => ui.form.noOptions}
        loadingMessage={() => ui.form.loading}
        onChange={(c) => change(c ? String(c.value) : '')}
        onBlur={input.onBlur}
        aria-invalid={!!error}
        aria-errormessage={error ? `${id}-error` : undefined}
      />
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
