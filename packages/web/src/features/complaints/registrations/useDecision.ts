import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REGISTRATIONS_API, type CallInput } from '@halte/contract';
import { api } from '../../../api/client';
import { refreshTables } from '../../../api/liveRefresh';

type Decision = (typeof REGISTRATIONS_API)['approve' | 'reject'];

/** `REGISTRATIONS_API.approve` or `.reject`; the client toasts the answer, lists of registrations and students reload. */
export function useDecision(kind: 'approve' | 'reject') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body?: { vcreason: string } | { intrute: number } }) =>
      api.call<Decision>(REGISTRATIONS_API[kind], { params: { id }, body } as CallInput<Decision>, { fieldErrors: kind === 'reject' }),
    onSuccess: () => refreshTables(client, ['registrations', 'students']),
  });
}
