import { useQuery } from '@tanstack/react-query';
import type { AttendantMeWire, AttendantResultWire, OneResponse } from '@halte/contract';
import { api } from '../../../api/client';
import type { JukirSender } from './outbox';

export const ME_KEY = ['/parking/attendant/me'] as const;

/** The attendant, the active locations, the vehicle types with their tariffs, today's tally and stays. */
export const useAttendantMe = () =>
  useQuery({
    queryKey: ME_KEY,
    queryFn: async ({ signal }) => (await api.get<OneResponse<AttendantMeWire>>('/parking/attendant/me', { signal })).data,
    staleTime: 0,
  });

// The outbox reports (or retries) each failure itself; the answer shows in the console, not in a toast.
const quietly = { quiet: true, toast: false } as const;

export const apiSender: JukirSender = {
  checkIn: (body) => api.post<AttendantResultWire>('/parking/attendant/check-in', body, quietly),
  checkOut: (body) => api.post<AttendantResultWire>('/parking/attendant/check-out', body, quietly),
};
