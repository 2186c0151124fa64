import { calendarDateIn } from '@halte/contract';
import { RUNS } from '../../../../db/seed/demo/trip-runs.js';
import { isSchoolDay } from '../../../../db/seed/demo/school-days.js';
import { demoDevicesOf } from '../../../../db/seed/demo/fleet.js';

/** A school bus's average in town, on a school run. */
export const DAY_SPEED_KMH = 25;
/** The angkot driving outside school hours, slower. */
export const NIGHT_SPEED_KMH = 15;

const SPARE = demoDevicesOf('spare');
const ALL_DAY = demoDevicesOf('allDay');

/** Minutes since midnight in the time zone. */
export function minuteOfDay(now: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/** Whether a school run (`pagi` or `siang` of a school day in the zone) is on at this moment. */
export function inSchoolRun(now: number, timeZone: string): boolean {
  if (!isSchoolDay(calendarDateIn(timeZone, new Date(now)))) return false;
  const minute = minuteOfDay(now, timeZone);
  return Object.values(RUNS).some((run) => minute >= run.from && minute < run.to);
}

/**
 * Whether the demo drives the vehicle of this tracker now: on a school run every demo vehicle
 * but the spare buses, outside them only the angkot (`allDay`), so the live map shows movement
 * at any hour without every bus on the road. A spare bus is never driven: it is free for a trip.
 */
export const demoDrives = (deviceId: string, now: number, timeZone: string) =>
  inSchoolRun(now, timeZone) ? !SPARE.has(deviceId) : ALL_DAY.has(deviceId);

/** The demo vehicles' average speed at this moment. */
export const demoSpeedKmh = (now: number, timeZone: string) => (inSchoolRun(now, timeZone) ? DAY_SPEED_KMH : NIGHT_SPEED_KMH);
