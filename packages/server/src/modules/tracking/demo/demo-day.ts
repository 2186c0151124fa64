/** The demo's school day in `TZ`: buses out from 05:30 and back by 17:00. */
export const DEMO_DAY = { from: 5 * 60 + 30, to: 17 * 60 } as const;
/** A school bus's average in town, during the day. */
export const DAY_SPEED_KMH = 25;
/** Outside the day the buses still drive, slower, so a demo at any hour shows them move. */
export const NIGHT_SPEED_KMH = 15;

/** Minutes since midnight in the time zone. */
export function minuteOfDay(now: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/** The demo buses' average speed at this moment. */
export function demoSpeedKmh(now: number, timeZone: string): number {
  const minute = minuteOfDay(now, timeZone);
  return minute >= DEMO_DAY.from && minute < DEMO_DAY.to ? DAY_SPEED_KMH : NIGHT_SPEED_KMH;
}
