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

/** What each note means, as the recap and its detail write it. */
export const PARKING_FLAG_LABELS: Readonly<Record<ParkingFlag, string>> = {
  mundur: 'Waktu keluar mundur',
  petugas_lain: 'Ditutup petugas lain',
  lokasi_lain: 'Ditutup di lokasi lain',
  dikoreksi: 'Dikoreksi petugas kantor',
};

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

/** `Catatan Janggal`: `flagged=1` lists only the stays with a note; `0` or absent, every stay. */
export const flaggedFilter = z
  .enum(['0', '1'], { error: 'Filter Catatan Janggal harus 0 atau 1.' })
  .transform((v) => v === '1');

export const PARKING_FLAGGED = {
  filter: 'Catatan Janggal',
  note: 'Catatan',
  difference: 'Selisih',
  serverAmount: 'Biaya menurut waktu server',
} as const;
