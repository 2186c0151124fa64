import type { ConversationStatus } from '@halte/contract';
import { translate } from '@halte/contract';

const TONES: Record<ConversationStatus, string> = {
  0: 'bg-primary-subtle text-primary-emphasis',
  1: 'bg-warning-subtle text-warning-emphasis',
  2: 'bg-secondary-subtle text-secondary-emphasis',
};

/** Baru, Diproses or Selesai as a coloured pill. */
export function ComplaintStatus({ status, label }: { status: ConversationStatus; label: string }) {
  return <span className={`badge rounded-pill ${TONES[status]}`}>{translate(label)}</span>;
}
