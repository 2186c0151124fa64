import { Form, Spinner } from 'react-bootstrap';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import Select from 'react-select';
import type { FieldProps, SelectFieldDef, Values } from './types';
import { labelOf, useChoices } from './useChoices';
import { RemoteSelect } from './RemoteSelect';
import { ui } from '../../i18n/ui';

/**
 * A choice from a fixed list or an options endpoint. A searchable select over an endpoint asks
 * the server as the user types (RemoteSelect); a short list is loaded whole.
 */
export function SelectField(props: FieldProps<SelectFieldDef>) {
  const { field } = props;
  if (field.searchable && !field.multiple && !Array.isArray(field.choices)) return <RemoteSelect {...props} />;
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

  if (field.multiple) return <MultiSelect field={field} id={id} readOnly={readOnly} error={error} />;

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

/** Several choices from a searchable list; the value is the list of their ids (numbers when they are). */
function MultiSelect({ field, id, readOnly, error }: Pick<FieldProps<SelectFieldDef>, 'field' | 'id' | 'readOnly' | 'error'>) {
  const { control } = useFormContext();
  const { field: input } = useController({ name: field.name, control });
  const { choices, loading } = useChoices(field.choices);
  const picked = Array.isArray(input.value) ? (input.value as unknown[]).map(String) : [];
  const selected = choices.filter((c) => picked.includes(String(c.value)));

  if (readOnly) {
    return <Form.Control id={id} plaintext readOnly value={selected.length ? selected.map((c) => c.label).join(', ') : ui.form.none} />;
  }
  return (
    <Select
      inputId={id}
      isMulti
      className={`rs ${error ? 'is-invalid' : ''}`}
      classNamePrefix="rs"
      options={choices}
      value={selected}
      getOptionValue={(c) => String(c.value)}
      isLoading={loading}
      closeMenuOnSelect={false}
      placeholder={field.placeholder ?? ui.form.choose}
      noOptionsMessage={() => ui.form.noOptions}
      loadingMessage={() => ui.form.loading}
      onChange={(list) => input.onChange(list.map((c) => c.value))}
      onBlur={input.onBlur}
      aria-invalid={!!error}
      aria-errormessage={error ? `${id}-error` : undefined}
    />
  );
}
