import { ALERT_KIND, ARRIVAL_ALERT_MSG, ARRIVAL_ALERT_URL } from '@halte/contract';
import type { AlertEvent } from '../../complaints/member-alerts/alert-event.js';
import type { AlertMinutes } from './approach-minutes.js';
import type { StopEta } from './stop-eta.js';

/** A child waiting at a stop of the trip's route. */
export interface WaitingChild {
  studentId: number;
  pointId: number;
  stopName: string;
  minutes: AlertMinutes;
  /** Seconds from earlier trips' start to their arrival at the stop. */
  usualArrivals: readonly number[];
}

export interface TripOnRoad {
  id: number;
  plate: string;
  startedAt: Date | null;
}

/** Earlier trips needed before a usual time is trusted. */
const USUAL_AFTER_TRIPS = 3;

export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * What to tell the parents of the children whose stop the trip has ahead: `approaching` once
 * the bus is expected within the child's minutes, `late` once it is expected more than the
 * child's minutes after the usual time (the median of earlier trips). Keys name the trip and
 * the child, so each is told once per trip.
 */
export function arrivalEvents(trip: TripOnRoad, etas: readonly StopEta[], children: readonly WaitingChild[], now: Date): AlertEvent[] {
  const events: AlertEvent[] = [];
  for (const child of children) {
    const eta = etas.find((e) => e.pointId === child.pointId);
    if (!eta) continue;
    const minutes = Math.max(0, Math.round(eta.seconds / 60));
    const base = { studentId: child.studentId, url: ARRIVAL_ALERT_URL, at: now };
    if (eta.seconds <= child.minutes.approachMinutes * 60) {
      events.push({ ...base, kind: 'approaching', key: `approaching:${trip.id}:${child.studentId}`, title: ALERT_KIND.approaching, body: ARRIVAL_ALERT_MSG.approaching(trip.plate, minutes, child.stopName) });
    }
    const usual = child.usualArrivals.length >= USUAL_AFTER_TRIPS ? median(child.usualArrivals) : undefined;
    if (usual === undefined || !trip.startedAt) continue;
    const behind = (now.getTime() - trip.startedAt.getTime()) / 1000 + eta.seconds - usual;
    if (behind > child.minutes.lateMinutes * 60) {
      events.push({ ...base, kind: 'late', key: `late:${trip.id}:${child.studentId}`, title: ALERT_KIND.late, body: ARRIVAL_ALERT_MSG.late(trip.plate, Math.round(behind / 60), child.stopName) });
    }
  }
  return events;
}
