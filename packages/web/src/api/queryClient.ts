import { QueryClient } from '@tanstack/react-query';

/**
 * The app's React Query client. The API client already reports every failure (dialog, toast,
 * 401 redirect), so a failed call is not retried: a retry would report it again.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}
