import type { Dictionary, Template } from './types.js';

/** A child's stop and the bus's arrival there (`STOP_ARRIVAL_MSG`, `ARRIVAL_ALERT_MSG`). */
export const ARRIVALS: Dictionary = {
  'Halte belum ditentukan.': 'No stop chosen yet.',
};

export const ARRIVAL_TEMPLATES: readonly Template[] = [
  ['Tiba di halte ±{n} menit', 'At the stop in ±{} min'],
  ['Bus {} ±{n} menit lagi tiba di halte {}', 'Bus {} is ±{} min away from stop {}'],
  ['Bus {} terlambat ±{n} menit di halte {}', 'Bus {} is ±{} min late at stop {}'],
];
