import { useQuery } from '@tanstack/react-query';
import type { OneResponse } from '@halte/contract';
import { api } from '../../../api/client';
import { useServiceDay } from '../../../ui/time/serviceDay';

/** The dashboard's calls; each is refreshed when the server announces a table it reads (api/tables.ts). */
export type DashboardEndpoint =
  | '/dashboard/student-progress'
  | '/dashboard/student-statistic'
  | '/vehicles/activity'
  | '/dashboard/fleet-attendance'
  | '/dashboard/weekly-data';

/**
 * One figure of the dashboard, of today's service day. The day is part of the query, so at
 * midnight (server's zone) every card reads the new day by itself. A failure shows in its own
 * card, without the error dialog.
 */
export function useDashboardData<T>(endpoint: DashboardEndpoint) {
  const day = useServiceDay();
  // The share of printed cards is of no day.
  const daily = endpoint !== '/dashboard/student-progress';
  return useQuery({
    queryKey: daily ? [endpoint, day] : [endpoint],
    queryFn: async ({ signal }) => (await api.get<OneResponse<T>>(endpoint, { signal, quiet: true, query: daily ? { date: day } : undefined })).data,
    enabled: !daily || day !== undefined,
  });
}
