import type { RegistrationStatus } from '@halte/contract';

const TONES: Record<RegistrationStatus, string> = {
  0: 'bg-warning-subtle text-warning-emphasis',
  1: 'bg-success-subtle text-success-emphasis',
  2: 'bg-danger-subtle text-danger-emphasis',
};
const ICONS: Record<RegistrationStatus, string> = { 0: 'bi-hourglass-split', 1: 'bi-check2-circle', 2: 'bi-x-circle' };

/** Menunggu, Disetujui or Ditolak as a coloured pill. */
export function StatusBadge({ status, label }: { status: RegistrationStatus; label: string }) {
  return (
    <span className={`badge rounded-pill ${TONES[status]}`}>
      <i className={`bi ${ICONS[status]} me-1`} aria-hidden="true" />
      {label}
    </span>
  );
}
