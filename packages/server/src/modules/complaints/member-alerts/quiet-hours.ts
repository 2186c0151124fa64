import { QUIET_HOURS, type AlertKind, wallClockIn } from '@halte/contract';

/** Whether `now` is in the quiet hours (from 21:00 until 05:00) of the zone. */
export function inQuietHours(now: Date, timeZone: string): boolean {
  const { hour } = wallClockIn(timeZone, now);
  const { from, until } = QUIET_HOURS;
  return from > until ? hour >= from || hour < until : hour >= from && hour < until;
}

/**
 * Whether a notice of `kind` is pushed at `now`: not in the quiet hours, but a child's getting
 * off the bus always is (the one a parent waits for, whatever the hour). The notice is kept
 * either way.
 */
export const pushedAt = (kind: AlertKind, now: Date, timeZone: string) => kind === 'alighted' || !inQuietHours(now, timeZone);
