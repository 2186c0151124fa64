import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DRIVER_CONSOLE_API, TRACKING_API, tripStopRefusal, type BoardingWire, type DriverPositionsBody, type TripStopBody } from '@halte/contract';
import { ApiError, api } from '../../../api/client';
import { at, keyOf } from '../../../api/endpoints';
import { keys, useRead } from '../../../api/queries';
import type { OutboxSender } from './outbox';

const ME_KEY = keyOf(DRIVER_CONSOLE_API.me);
export const studentsKey = (tripId: number) => keys.read(at(DRIVER_CONSOLE_API.students, { id: tripId }));

/** The driver, the vehicles they may drive, the running trip and today's trips. */
export const useDriverMe = () => useRead(DRIVER_CONSOLE_API.me, {}, { staleTime: 0 });

/** The trip's boardings and the students its route serves. */
export const useTripStudents = (tripId: number) => useRead(DRIVER_CONSOLE_API.students, { params: { id: tripId } }, { staleTime: 0, quiet: true });

type TripChange =
  | { action: 'start'; vehicleId: number }
  | { action: 'problem'; tripId: number; note: string }
  | { action: 'resume'; tripId: number }
  | ({ action: 'stop'; tripId: number } & NonNullable<TripStopBody>);

// The answer shows in the console itself: on a phone a toast would cover the console's bar.
const quietly = { toast: false } as const;

const changeTrip = (c: TripChange) => {
  switch (c.action) {
    case 'start': return api.call(DRIVER_CONSOLE_API.start, { body: { intvehicle_id: c.vehicleId } }, quietly);
    case 'problem': return api.call(DRIVER_CONSOLE_API.problem, { params: { id: c.tripId }, body: { vcnote: c.note } }, quietly);
    case 'resume': return api.call(DRIVER_CONSOLE_API.resume, { params: { id: c.tripId } }, quietly);
    // Quiet: the console answers a refusal for riders aboard with its own dialog (see `ridersAboardOf`).
    case 'stop': {
      const { action: _, tripId, ...body } = c;
      return api.call(DRIVER_CONSOLE_API.stop, { params: { id: tripId }, body: body satisfies TripStopBody }, { ...quietly, quiet: true });
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
  scan: (tripId, body) => api.call(DRIVER_CONSOLE_API.scan, { params: { id: tripId }, body }, { quiet: true, toast: false }),
  positions: async (vehicleId, positions) =>
    (await api.call(TRACKING_API.driverPositions, { body: { intvehicle_id: vehicleId, positions } satisfies DriverPositionsBody }, { quiet: true, toast: false })).data,
};
