import { flagsOf, joinFlags, PARKING_FLAGS, type ParkingFlag } from '@halte/contract';
import type { EventTimes } from './event-time.js';

/** What the notes of a check-out are read from. */
export interface CheckOutFacts {
  /** Who opened the stay (null: staff entered it), where, and its notes so far. */
  stay: { attendant_id: number | null; location_id: number; flag: string | null };
  /** Who closes it, and where the attendant says they are (not always said). */
  attendantId: number;
  locationId: number | null | undefined;
  times: EventTimes;
  /** How far the phone's time may lie before the receive time (an outbox's short wait, a slow clock). */
  toleranceMs: number;
}

/**
 * The stay's notes once checked out: those it had, and `mundur` when the phone's time lies more
 * than the tolerance before the receive time, `petugas_lain` when another than the attendant who
 * opened it closes it, `lokasi_lain` when the attendant is at another location. Null when none.
 */
export function checkOutFlags(f: CheckOutFacts): string | null {
  const flags = new Set<ParkingFlag>(flagsOf(f.stay.flag));
  const { device, received } = f.times;
  if (device && received.getTime() - device.getTime() > f.toleranceMs) flags.add(PARKING_FLAGS.backdated);
  if (f.stay.attendant_id !== f.attendantId) flags.add(PARKING_FLAGS.otherAttendant);
  if (f.locationId != null && f.locationId !== f.stay.location_id) flags.add(PARKING_FLAGS.otherLocation);
  return joinFlags(flags);
}
