import { useQuery } from '@tanstack/react-query';
import type { PARKING_DASHBOARD_API } from '@halte/contract';
import { api } from '../../../api/client';
import { readsOf } from '../../../api/endpoints';
import { keys } from '../../../api/queries';
import { useServiceDay } from '../../../ui/time/serviceDay';

/** The parking dashboard's calls; each is read again when the server announces a write to a table it shows (its declared `reads`). */
export type ParkingFigure = (typeof PARKING_DASHBOARD_API)[keyof typeof PARKING_DASHBOARD_API];

/** A figure of today (the server's zone): at midnight the query names the new day and is read again. */
export function useParkingFigure<T>(endpoint: ParkingFigure) {
  const day = useServiceDay();
  return useQuery({
    queryKey: keys.read(endpoint, { date: day }),
    queryFn: async ({ signal }) => (await api.call(endpoint, { query: { date: day } }, { signal, quiet: true })).data as T,
    meta: readsOf(endpoint),
    enabled: day !== undefined,
  });
}
