import { TRIP_STATUS, translate } from '@halte/contract';

const TONES: Record<number, string> = {
  [TRIP_STATUS.running]: 'bg-success-subtle text-success-emphasis',
  [TRIP_STATUS.problem]: 'bg-warning-subtle text-warning-emphasis',
  [TRIP_STATUS.finished]: 'bg-primary-subtle text-primary-emphasis',
};

/** A day's status as a badge: green on the road, yellow with a problem, blue finished, grey idle. */
export function TripStatusBadge({ status, text }: { status: number | null; text: string }) {
  const tone = (status !== null && TONES[status]) || 'bg-secondary-subtle text-secondary-emphasis';
  return <span className={`badge rounded-pill fw-medium ${tone}`}>{translate(text)}</span>;
}
