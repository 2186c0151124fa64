import type { RegistrationStatus } from '@halte/contract';
import { StatusPill, type PillTone } from '../../../ui/StatusPill';

const TONES: Record<RegistrationStatus, PillTone> = { 0: 'warning', 1: 'success', 2: 'danger' };
const ICONS: Record<RegistrationStatus, string> = { 0: 'bi-hourglass-split', 1: 'bi-check2-circle', 2: 'bi-x-circle' };

/** Menunggu, Disetujui or Ditolak as a coloured pill. */
export function StatusBadge({ status, label }: { status: RegistrationStatus; label: string }) {
  return <StatusPill tone={TONES[status]} icon={ICONS[status]} label={label} />;
}
