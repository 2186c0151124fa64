const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(formatIn(timeZone).formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** A wall-clock reading: month 1–12; the time of day defaults to midnight. */
export interface WallTime { year: number; month: number; day: number; hour?: number; minute?: number; second?: number; ms?: number }

/**
 * The instant a wall-clock reading of the zone names (checked twice, so a change of offset
 * around it is met).
 */
export function zonedInstant(t: WallTime, timeZone: string): Date {
  const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour ?? 0, t.minute ?? 0, t.second ?? 0, t.ms ?? 0);
  let instant = wall - offsetAt(wall, timeZone);
  const again = wall - offsetAt(instant, timeZone);
  if (again !== instant) instant = again;
  return new Date(instant);
}

/** The calendar date `YYYY-MM-DD` of an instant in the zone (today by default). */
export function calendarDateIn(timeZone: string, instant: Date = new Date()): string {
  const parts = Object.fromEntries(formatIn(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
}

/** The hour (0–23) and minute of the zone's wall clock at an instant. */
export function wallClockIn(timeZone: string, instant: Date): { hour: number; minute: number } {
  const parts = Object.fromEntries(formatIn(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return { hour: Number(parts.hour), minute: Number(parts.minute) };
}
