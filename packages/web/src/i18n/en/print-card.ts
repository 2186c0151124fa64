import type { Widen } from '../widen';
import type { printCard as id } from '../print-card';

/** Printed ID cards in English. */
export const printCard: Widen<typeof id> = {
  title: 'Print Card',
  driverCard: 'Driver Card',
  studentCard: 'Student Card',
  driverCode: 'Driver Code',
  nisn: 'NIS / NISN',
  nip: 'NIP',
  school: 'School',
  classLabel: 'Class',
  print: 'Print',
  printing: 'Saving…',
  askPrinted: 'Has the card been printed?',
  askPrintedHint: 'Mark it only if the card actually came out of the printer.',
  markPrinted: 'Mark as printed',
  notPrintedYet: 'Not printed yet',
  printed: 'This card has been printed before.',
  notPrinted: 'This card has never been printed.',
  hint: 'ID-1 card size (85.6 × 54 mm). Choose the paper size that matches the card in the print dialog. After the print dialog closes, you will be asked whether the card was printed.',
  qr: (code: string) => `QR code ${code}`,
  loading: 'Loading card…',
  notFound: 'Card not found.',
  close: 'Close',
};
