/**
 * A vehicle type's tariff as the fee needs it, integer rupiah:
 * - `decfirst_fee` for the first `intfirst_minutes`; with `intfirst_minutes` 0 the fee is flat
 *   per entry whatever the stay;
 * - `dechourly_fee` for each further started hour (0 = none);
 * - `decmax_fee` at most per day of parking (0 = no cap).
 */
export interface ParkingTariff {
  decfirst_fee: number;
  intfirst_minutes: number;
  dechourly_fee: number;
  decmax_fee: number;
}

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/** The fee of a stay of `minutes` that fits in one day. */
function feeWithinDay(t: ParkingTariff, minutes: number): number {
  const extraHours = Math.ceil(Math.max(0, minutes - t.intfirst_minutes) / 60);
  const fee = t.decfirst_fee + extraHours * t.dechourly_fee;
  return t.decmax_fee > 0 ? Math.min(fee, t.decmax_fee) : fee;
}

/**
 * The fee of a stay from `checkIn` to `checkOut`. Started minutes count (a stay of 61 s is two
 * minutes). A stay longer than a day pays each full day at the day's fee, capped, then the rest
 * as a new stay; a check-out before the check-in is a stay of no time.
 */
export function parkingFee(t: ParkingTariff, checkIn: Date, checkOut: Date): number {
  if (t.intfirst_minutes === 0) return t.decfirst_fee;
  const minutes = Math.max(0, Math.ceil((checkOut.getTime() - checkIn.getTime()) / MINUTE));
  const days = Math.floor(minutes / DAY_MINUTES);
  const rest = minutes % DAY_MINUTES;
  const fullDays = days * feeWithinDay(t, DAY_MINUTES);
  return days > 0 && rest === 0 ? fullDays : fullDays + feeWithinDay(t, rest);
}
