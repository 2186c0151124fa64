import { useQuery } from '@tanstack/react-query';
import type { OneResponse } from '@halte/contract';
import { api } from '../../api/client';

/** The dashboard's calls; each is refreshed when the server announces a table it reads (api/tables.ts). */
export type DashboardEndpoint =
  | '/dashboard/student-progress'
  | '/dashboard/student-statistic'
  | '/vehicles/activity'
  | '/dashboard/fleet-attendance'
  | '/dashboard/weekly-data';

/** One figure of the dashboard, of today. A failure shows in its own card, without the error dialog. */
export function useDashboardData<T>(endpoint: DashboardEndpoint) {
  return useQuery({
    queryKey: [endpoint],
    queryFn: async ({ signal }) => (await api.get<OneResponse<T>>(endpoint, { signal, quiet: true })).data,
  });
}
