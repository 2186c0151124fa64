import type { ConversationStatus } from '@halte/contract';
import { StatusPill, type PillTone } from '../../../ui/StatusPill';

const TONES: Record<ConversationStatus, PillTone> = { 0: 'warning', 1: 'primary', 2: 'success' };
const ICONS: Record<ConversationStatus, string> = { 0: 'bi-envelope-exclamation', 1: 'bi-chat-dots', 2: 'bi-check2-circle' };

/** Baru, Diproses or Selesai as a coloured pill. */
export function ConversationStatusBadge({ status, label }: { status: ConversationStatus; label: string }) {
  return <StatusPill tone={TONES[status]} icon={ICONS[status]} label={label} />;
}
