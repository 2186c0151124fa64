import { useCallback } from 'react';
import { Form } from 'react-bootstrap';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import AsyncSelect from 'react-select/async';
import { selectLook } from './selectLook';
import { OPTION_LIMIT } from '@halte/contract';
import { useApi } from '../../api/clientContext';
import { NO_ENDPOINT, callSource, keys } from '../../api/queries';
import { pathOfSource, readsOf } from '../../api/endpoints';
import type { Choice, ChoicesSource, FieldProps, SelectFieldDef, Values } from './types';
import { ui } from '../../i18n/ui';

type Remote = Exclude<ChoicesSource, readonly Choice[]>;

/**
 * A select over an option list too long to load whole (`/lists/school`): it asks the server as
 * the user types (`?q&limit`), and loads the option already chosen by its id (`?ids`).
 */
export function RemoteSelect({ field, id, readOnly, error }: FieldProps<SelectFieldDef>) {
  const { control, setValue } = useFormContext();
  const { field: input } = useController({ name: field.name, control });
  const values = useWatch() as Values;
  const client = useQueryClient();
  const api = useApi();
  const source = field.choices as Remote;
  const endpoint = typeof source.endpoint === 'function' ? source.endpoint(values) : source.endpoint;
  const current = input.value === null || input.value === undefined ? '' : String(input.value);

  const ask = useCallback(
    async (query: Record<string, string | number>, signal?: AbortSignal) => {
      const rows = (await callSource<{ data: never[] }>(api, endpoint!, query, { signal })).data;
      return source.map ? rows.map(source.map) : (rows as Choice[]);
    },
    [api, endpoint, source.map],
  );
  const chosen = useQuery({
    queryKey: [...keys.options(endpoint ?? NO_ENDPOINT), { ids: current }],
    queryFn: ({ signal }) => ask({ ids: current }, signal),
    meta: endpoint ? readsOf(endpoint) : undefined,
    enabled: !!endpoint && current !== '',
  });
  const selected = chosen.data?.find((c) => String(c.value) === current) ?? null;

  const load = useCallback(
    async (q: string) => {
      // A list that depends on another field (a school's classes) has nothing before that is chosen.
      if (!endpoint) return [];
      const found = await client.fetchQuery({
        queryKey: [...keys.options(endpoint), { q, limit: OPTION_LIMIT.default }],
        meta: readsOf(endpoint),
        queryFn: ({ signal }) => ask({ q, limit: OPTION_LIMIT.default }, signal),
        staleTime: 30_000,
      });
      return field.exclude ? found.filter((c) => !field.exclude!(c, values)) : found;
    },
    [client, endpoint, ask, field.exclude, values],
  );

  if (readOnly) {
    return <Form.Control id={id} plaintext readOnly value={selected?.label ?? (chosen.isLoading ? ui.form.loading : ui.form.none)} />;
  }

  return (
    <AsyncSelect<Choice>
      key={endpoint ? pathOfSource(endpoint) : ''}
      {...selectLook(id, error)}
      loadOptions={load}
      defaultOptions={!!endpoint}
      value={selected}
      isLoading={chosen.isLoading && !!endpoint && current !== '' ? true : undefined}
      isClearable
      placeholder={field.placeholder ?? ui.form.choose}
      noOptionsMessage={({ inputValue }) => (inputValue ? ui.form.noMatch : ui.form.typeToSearch)}
      onChange={(c) => {
        // The picked option is the chosen one: shown at once, not asked for again by its id.
        if (c) client.setQueryData([...keys.options(endpoint ?? NO_ENDPOINT), { ids: String(c.value) }], [c]);
        input.onChange(c ? String(c.value) : '');
        for (const other of field.resets ?? []) setValue(other, '');
      }}
      onBlur={input.onBlur}
    />
  );
}
