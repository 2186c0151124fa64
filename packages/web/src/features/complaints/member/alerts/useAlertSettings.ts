import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBER_ALERTS_API, MEMBER_CHILDREN_API, type AlertSettingsWire, type MemberChildWire } from '@halte/contract';
import { useApi } from '../../../../api/clientContext';
import { keyOf, readsOf } from '../../../../api/endpoints';

const KEY = keyOf(MEMBER_ALERTS_API.settings);

/** The member's alert settings (every child's and the complaint answers'), and saving them. */
export function useAlertSettings() {
  const api = useApi();
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }): Promise<AlertSettingsWire> => (await api.call(MEMBER_ALERTS_API.settings, {}, { signal })).data,
    meta: readsOf(MEMBER_ALERTS_API.settings),
  });
  /** Saves; the server's field messages are thrown for the form, its message is returned. */
  const save = async (values: AlertSettingsWire) => {
    const answer = await api.call(MEMBER_ALERTS_API.saveSettings, { body: values }, { fieldErrors: true });
    client.setQueryData(KEY, answer.data);
    return answer.message;
  };
  return { settings, save };
}

/** The children's names by id, for the settings' headings (the settings carry only ids). */
export function useChildNames() {
  const api = useApi();
  const children = useQuery({
    queryKey: [...keyOf(MEMBER_CHILDREN_API.list), 'names'],
    queryFn: async ({ signal }): Promise<MemberChildWire[]> => (await api.call(MEMBER_CHILDREN_API.list, {}, { signal })).data,
    meta: readsOf(MEMBER_CHILDREN_API.list),
    select: (list) => new Map(list.map((c) => [c.intid, c.vcnama])),
  });
  return children;
}
