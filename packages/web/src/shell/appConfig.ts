import { useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@halte/contract';
import { api } from '../api/client';

/** Public `GET /config`: mode (school or parking), department name, version. Read once. */
export function useAppConfig(): AppConfig | undefined {
  return useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => api.get<AppConfig>('/config', { signal, quiet: true }),
    staleTime: Infinity,
  }).data;
}
