import { useQuery } from '@tanstack/react-query';
import { PARKING_ATTENDANT_API } from '@halte/contract';
import { api } from '../../../api/client';
import { keyOf, readsOf } from '../../../api/endpoints';
import type { JukirSender } from './outbox';

export const ME_KEY = keyOf(PARKING_ATTENDANT_API.me);

/** The attendant, the active locations, the vehicle types with their tariffs, today's tally and stays. */
export const useAttendantMe = () =>
  useQuery({
    queryKey: ME_KEY,
    queryFn: async ({ signal }) => (await api.call(PARKING_ATTENDANT_API.me, {}, { signal })).data,
    meta: readsOf(PARKING_ATTENDANT_API.me),
    staleTime: 0,
  });

// The outbox reports (or retries) each failure itself; the answer shows in the console, not in a toast.
const quietly = { quiet: true, toast: false } as const;

export const apiSender: JukirSender = {
  checkIn: (body) => api.call(PARKING_ATTENDANT_API.checkIn, { body }, quietly),
  checkOut: (body) => api.call(PARKING_ATTENDANT_API.checkOut, { body }, quietly),
};
