import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertSettingsWire, MemberChildWire } from '@halte/contract';
import { useApi } from '../../../../api/clientContext';

const SETTINGS = '/member/alert-settings';
const KEY = [SETTINGS];

/** The member's alert settings (every child's and the complaint answers'), and saving them. */
export function useAlertSettings() {
  const api = useApi();
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) => (await api.get<{ data: AlertSettingsWire }>(SETTINGS, { signal })).data,
  });
  /** Saves; the server's field messages are thrown for the form, its message is returned. */
  const save = async (values: AlertSettingsWire) => {
    const answer = await api.put<{ message: string; data: AlertSettingsWire }>(SETTINGS, values, { fieldErrors: true });
    client.setQueryData(KEY, answer.data);
    return answer.message;
  };
  return { settings, save };
}

/** The children's names by id, for the settings' headings (the settings carry only ids). */
export function useChildNames() {
  const api = useApi();
  const children = useQuery({
    queryKey: ['/member/children', 'names'],
    queryFn: async ({ signal }) => (await api.get<{ data: MemberChildWire[] }>('/member/children', { signal })).data,
    select: (list) => new Map(list.map((c) => [c.intid, c.vcnama])),
  });
  return children;
}
