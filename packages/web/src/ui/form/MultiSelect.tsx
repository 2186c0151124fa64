import { Form } from 'react-bootstrap';
import { useController, useFormContext } from 'react-hook-form';
import Select from 'react-select';
import { selectLook } from './selectLook';
import type { FieldProps, SelectFieldDef } from './types';
import { useChoices } from './useChoices';
import { ui } from '../../i18n/ui';

/** Several choices from a searchable list; the value is the list of their ids (numbers when they are). */
export default function MultiSelect({ field, id, readOnly, error }: Pick<FieldProps<SelectFieldDef>, 'field' | 'id' | 'readOnly' | 'error'>) {
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
      {...selectLook(id, error)}
      isMulti
      options={choices}
      value={selected}
      isLoading={loading}
      closeMenuOnSelect={false}
      placeholder={field.placeholder ?? ui.form.choose}
      noOptionsMessage={() => ui.form.noOptions}
      onChange={(list) => input.onChange(list.map((c) => c.value))}
      onBlur={input.onBlur}
    />
  );
}
