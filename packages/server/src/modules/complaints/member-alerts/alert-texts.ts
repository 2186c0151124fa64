import { wallClockIn } from '@halte/contract';

// The notices' Indonesian texts, stored so; their English is in the contract's dictionary.

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Where a ride's scan was: at a stop of the route, some way from the nearest one, or unknown. */
export type Place = { stop: string; metres: number } | undefined;

/** `Pukul 06.42 di halte Terminal.`: the time in the zone as Indonesian writes it, and the place. */
export function timeAndPlace(at: Date, timeZone: string, place: Place): string {
  const { hour, minute } = wallClockIn(timeZone, at);
  const [hh, mm] = [twoDigits(hour), twoDigits(minute)];
  if (!place) return `Pukul ${hh}.${mm}.`;
  return place.metres === 0 ? `Pukul ${hh}.${mm} di halte ${place.stop}.` : `Pukul ${hh}.${mm}, ${place.metres} m dari halte ${place.stop}.`;
}

export const boardedTitle = (child: string, plate: string) => `${child} naik bus ${plate}`;
export const alightedTitle = (child: string, plate: string) => `${child} turun dari bus ${plate}`;

export const lateTitle = (plate: string) => `Bus ${plate} terlambat`;
export const problemBody = (note: string) => (note.trim() ? `Sopir melaporkan kendala: ${note.trim()}` : 'Sopir melaporkan kendala.');

/** The `/warga` pages a tap opens. */
export const CHILDREN_URL = '/warga/anak';
export const complaintUrl = (conversationId: number) => `/warga/pengaduan/${conversationId}`;
