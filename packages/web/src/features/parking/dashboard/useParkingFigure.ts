import { useQuery } from '@tanstack/react-query';
import type { OneResponse } from '@halte/contract';
import { api } from '../../../api/client';
import { useServiceDay } from '../../../ui/time/serviceDay';

/** The parking dashboard's calls; each is read again when the server announces a write to a table it shows (api/tables.ts). */
export type ParkingFigure = '/dashboard/parking/target' | '/dashboard/parking/location';

/** A figure of today (the server's zone): at midnight the query names the new day and is read again. */
export function useParkingFigure<T>(endpoint: ParkingFigure) {
  const day = useServiceDay();
  return useQuery({
    queryKey: [endpoint, day],
    queryFn: async ({ signal }) => (await api.get<OneResponse<T>>(endpoint, { signal, quiet: true, query: { date: day } })).data,
    enabled: day !== undefined,
  });
}
