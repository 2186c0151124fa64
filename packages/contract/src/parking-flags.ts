import { z } from 'zod';

/**
 * The notes a stay may carry (`vcflag`): three the check-out earns from the field (its phone time
 * is well before the server received it, another attendant closed it, or at another location),
 * and one a staff correction adds. The words, in this order, joined by `, `.
 */
export const PARKING_FLAGS = {
  backdated: 'mundur',
  otherAttendant: 'petugas_lain',
  otherLocation: 'lokasi_lain',
  corrected: 'dikoreksi',
} as const;
export type ParkingFlag = (typeof PARKING_FLAGS)[keyof typeof PARKING_FLAGS];

const ORDER: readonly ParkingFlag[] = Object.values(PARKING_FLAGS);
const SEPARATOR = ', ';

/** The notes as stored and sent (`mundur, petugas_lain`), or null when there is none. */
export function joinFlags(flags: Iterable<ParkingFlag>): string | null {
  const set = new Set(flags);
  const words = ORDER.filter((f) => set.has(f));
  return words.length ? words.join(SEPARATOR) : null;
}

/** The notes of a stored or sent `vcflag`, unknown words left out. */
export const flagsOf = (vcflag: string | null | undefined): ParkingFlag[] =>
  (vcflag ?? '').split(',').map((w) => w.trim()).filter((w): w is ParkingFlag => (ORDER as readonly string[]).includes(w));

export const PARKING_FLAG_MSG = {
  flagged: 'Filter Catatan Janggal harus 0 atau 1.',
} as const;

/** `Catatan Janggal`: `flagged=1` lists only the stays with a note; `0` or absent, every stay. */
export const flaggedFilter = z
  .enum(['0', '1'], { error: PARKING_FLAG_MSG.flagged })
  .transform((v) => v === '1');

/** The recap's headers of the notes and of the fee difference, on the screen and in the file. */
export const PARKING_FLAGGED = {
  note: 'Catatan',
  difference: 'Selisih',
} as const;
