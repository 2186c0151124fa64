import { DRIVERS_API, STUDENTS_API, type Endpoint, type ScreenKey } from '@halte/contract';
import type { RowAction } from '../../../ui/list/types';

/**
 * Which cards the print page knows: the URL segment, the card's calls (read it, mark it printed)
 * and the registry screen whose list prints it (the server lets that screen's roles read and mark the card).
 */
export const CARD_KINDS = {
  pengemudi: { card: DRIVERS_API.card, screen: 'master.drivers' },
  siswa: { card: STUDENTS_API.card, screen: 'master.students' },
} as const satisfies Record<string, { card: { read: Endpoint; markPrinted: Endpoint }; screen: ScreenKey }>;
export type CardKind = keyof typeof CARD_KINDS;

export const printCardPath = (kind: CardKind, id: number) => `/cetak/${kind}/${id}`;

/** Opens the card's print page in a new tab (it uses the stored session). */
export function openPrintCard(kind: CardKind, id: number) {
  window.open(printCardPath(kind, id), '_blank', 'noopener');
}

/** A list's 'print card' row action: opens the row's card, highlighted once the card has been printed. */
export function printCardAction<T extends { intid: number; intprint_card: 0 | 1 }>(kind: CardKind, label: string): RowAction<T> {
  return {
    key: 'print',
    label,
    icon: 'bi-printer',
    tone: 'success',
    active: (row) => row.intprint_card === 1,
    onClick: (row) => openPrintCard(kind, row.intid),
  };
}
