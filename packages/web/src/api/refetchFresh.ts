import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Fetches `queryKey` again after a change the server has just made. A plain invalidation joins a
 * first fetch already under way (one started before the change, so its answer is stale) instead of
 * starting another; that fetch is cancelled first, so the answer shown is one read after the change.
 */
export async function refetchFresh(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}
