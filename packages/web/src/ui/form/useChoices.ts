import { useWatch } from 'react-hook-form';
import { useOptions } from '../../api/queries';
import type { Choice, ChoicesSource, Values } from './types';

/** The choices of a select or checkbox group, loading them when they come from the server. */
export function useChoices(source: ChoicesSource): { choices: Choice[]; loading: boolean } {
  const values = useWatch() as Values;
  const fixed = Array.isArray(source) ? (source as readonly Choice[]) : null;
  const remote = fixed ? null : (source as Exclude<ChoicesSource, readonly Choice[]>);
  const endpoint = remote ? (typeof remote.endpoint === 'function' ? remote.endpoint(values) : remote.endpoint) : null;
  const query = useOptions<Choice>(endpoint);
  if (fixed) return { choices: [...fixed], loading: false };
  const rows = query.data ?? [];
  const map = remote?.map as ((row: unknown) => Choice) | undefined;
  return { choices: map ? rows.map(map) : rows, loading: query.isLoading && !!endpoint };
}

export const labelOf = (choices: Choice[], value: unknown) =>
  choices.find((c) => String(c.value) === String(value))?.label;
