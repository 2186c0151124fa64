import { driverConsole as text } from '../../../i18n/driver-console';
import type { GpsStatus } from './useGpsTracking';

const LOOK: Record<GpsStatus, { icon: string; tone: string }> = {
  on: { icon: 'bi-geo-alt-fill', tone: 'text-success' },
  waiting: { icon: 'bi-geo-alt', tone: 'text-body-secondary' },
  denied: { icon: 'bi-geo-alt', tone: 'text-danger-emphasis' },
  unavailable: { icon: 'bi-geo-alt', tone: 'text-danger-emphasis' },
};

/** Whether the phone's position is being sent. */
export function GpsBadge({ status }: { status: GpsStatus }) {
  const { icon, tone } = LOOK[status];
  return (
    <span className={tone} data-testid="gps-status">
      <i className={`bi ${icon} me-1`} aria-hidden="true" />
      {text.gps[status]}
    </span>
  );
}
