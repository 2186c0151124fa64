import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  tripStopRefusal,
  type BoardingWire, type DriverMeWire, type DriverPositionsBody, type IngestResultWire, type MessageResponse, type OneResponse, type ScanResultWire,
  type TripStopBody, type TripStudentsWire, type TripWire,
} from '@halte/contract';
import { ApiError, api } from '../../../api/client';
import type { OutboxSender } from './outbox';

export const ME_KEY = ['/driver/me'] as const;
export const studentsKey = (tripId: number) => ['/driver/trips', tripId, 'students'] as const;

/** The driver, the vehicles they may drive, the running trip and today's trips. */
export const useDriverMe = () =>
  useQuery({ queryKey: ME_KEY, queryFn: async ({ signal }) => (await api.get<OneResponse<DriverMeWire>>('/driver/me', { signal })).data, staleTime: 0 });

/** The trip's boardings and the students its route serves. */
export const useTripStudents = (tripId: number) =>
  useQuery({
    queryKey: studentsKey(tripId),
    queryFn: async ({ signal }) => (await api.get<OneResponse<TripStudentsWire>>(`/driver/trips/${tripId}/students`, { signal, quiet: true })).data,
    staleTime: 0,
  });

type TripChange =
  | { action: 'start'; vehicleId: number }
  | { action: 'problem'; tripId: number; note: string }
  | { action: 'resume'; tripId: number }
  | ({ action: 'stop'; tripId: number } & NonNullable<TripStopBody>);

// The answer shows in the console itself: on a phone a toast would cover the console's bar.
const quietly = { toast: false } as const;

const changeTrip = (c: TripChange) => {
  switch (c.action) {
    case 'start': return api.post<MessageResponse<TripWire>>('/driver/trips', { intvehicle_id: c.vehicleId }, quietly);
    case 'problem': return api.post<MessageResponse<TripWire>>(`/driver/trips/${c.tripId}/problem`, { vcnote: c.note }, quietly);
    case 'resume': return api.post<MessageResponse<TripWire>>(`/driver/trips/${c.tripId}/resume`, undefined, quietly);
    // Quiet: the console answers a refusal for riders aboard with its own dialog (see `ridersAboardOf`).
    case 'stop': {
      const { action: _, tripId, ...body } = c;
      return api.post<MessageResponse<TripWire>>(`/driver/trips/${tripId}/stop`, body satisfies TripStopBody, { ...quietly, quiet: true });
    }
  }
};

/** The students the server says are still aboard, when it refused a stop for them. */
export function ridersAboardOf(error: unknown): BoardingWire[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const refusal = tripStopRefusal.safeParse(error.body);
  return refusal.success && refusal.data.riders?.length ? refusal.data.riders : undefined;
}

/** Start, report a problem, resume, stop: online calls whose answer refreshes the console (one per page). */
export function useTripChange() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changeTrip, onSettled: () => client.invalidateQueries({ queryKey: ME_KEY }) });
}
export type TripChanger = ReturnType<typeof useTripChange>;

/** The outbox's uploads: quiet, since the outbox reports (or retries) each failure itself. */
export const apiSender: OutboxSender = {
  scan: (tripId, body) => api.post<ScanResultWire>(`/driver/trips/${tripId}/scans`, body, { quiet: true, toast: false }),
  positions: async (vehicleId, positions) =>
    (await api.post<OneResponse<IngestResultWire>>('/driver/positions', { intvehicle_id: vehicleId, positions } satisfies DriverPositionsBody, { quiet: true, toast: false })).data,
};
