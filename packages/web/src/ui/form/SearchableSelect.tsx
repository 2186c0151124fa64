import Select from 'react-select';
import { selectLook } from './selectLook';
import type { Choice } from './types';
import { ui } from '../../i18n/ui';

export interface SearchableSelectProps {
  id: string;
  choices: Choice[];
  current: string;
  loading: boolean;
  placeholder?: string;
  error?: string;
  onChange(value: string): void;
  onBlur(): void;
}

/** One choice from a whole list, narrowed by typing (react-select). */
export default function SearchableSelect({ id, choices, current, loading, placeholder, error, onChange, onBlur }: SearchableSelectProps) {
  const selected = choices.find((c) => String(c.value) === current) ?? null;
  return (
    <Select
      {...selectLook(id, error)}
      options={choices}
      value={selected}
      isLoading={loading}
      isClearable
      placeholder={placeholder ?? ui.form.choose}
      noOptionsMessage={() => ui.form.noOptions}
      onChange={(c) => onChange(c ? String(c.value) : '')}
      onBlur={onBlur}
    />
  );
}
