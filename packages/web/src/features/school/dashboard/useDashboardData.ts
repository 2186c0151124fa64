import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_API, type AnswerOf, type CallInput, type Endpoint } from '@halte/contract';
import { api } from '../../../api/client';
import { readsOf } from '../../../api/endpoints';
import { keys } from '../../../api/queries';
import { useServiceDay } from '../../../ui/time/serviceDay';

/** The dashboard's calls; each is refreshed when the server announces a table it declares it reads. */
export type DashboardEndpoint = (typeof DASHBOARD_API)[keyof typeof DASHBOARD_API];

/** The figure an endpoint answers, inside its `{ data }`. */
type FigureOf<E extends Endpoint> = AnswerOf<E> extends { data: infer D } ? D : never;

/**
 * One figure of the dashboard, of today's service day. The day is part of the query, so at
 * midnight (server's zone) every card reads the new day by itself. A failure shows in its own
 * card, without the error dialog.
 */
export function useDashboardData<E extends DashboardEndpoint>(endpoint: E) {
  const day = useServiceDay();
  // The share of printed cards is of no day.
  const daily = endpoint !== DASHBOARD_API.studentProgress;
  const query = daily ? { date: day } : undefined;
  return useQuery({
    queryKey: keys.read(endpoint, query),
    queryFn: async ({ signal }) => ((await api.call(endpoint, { query } as CallInput<E>, { signal, quiet: true })) as { data: FigureOf<E> }).data,
    meta: readsOf(endpoint),
    enabled: !daily || day !== undefined,
  });
}
