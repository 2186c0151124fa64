/** Which cards the print page knows: the URL segment and the resource it reads. */
export const CARD_KINDS = {
  pengemudi: '/employee',
  siswa: '/students',
} as const;
export type CardKind = keyof typeof CARD_KINDS;

export const printCardPath = (kind: CardKind, id: number) => `/cetak/${kind}/${id}`;

/** Opens the card's print page in a new tab (it uses the stored session). */
export function openPrintCard(kind: CardKind, id: number) {
  window.open(printCardPath(kind, id), '_blank', 'noopener');
}
