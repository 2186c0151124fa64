import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, RegistrationWire } from '@halte/contract';
import { api } from '../../../api/client';
import { refreshTables } from '../../../api/tables';

/** POST `/registrations/{id}/approve` or `/reject`; the client toasts the answer, lists of registrations and students reload. */
export function useDecision(kind: 'approve' | 'reject') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body?: { vcreason: string } | { intrute: number } }) =>
      api.post<MessageResponse<RegistrationWire>>(`/registrations/${id}/${kind}`, body, { fieldErrors: kind === 'reject' }),
    onSuccess: () => refreshTables(client, ['registrations', 'students']),
  });
}
