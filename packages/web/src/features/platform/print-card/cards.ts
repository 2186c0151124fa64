import type { DriverPrintWire, StudentCardWire } from '@halte/contract';
import type { CardKind } from './openPrintCard';
import { printCard } from '../../../i18n/print-card';

const t = printCard;

/** What an ID card shows, whatever it is for. */
export interface CardView {
  title: string;
  name: string;
  /** Printed under the name and encoded in the QR code. */
  code: string;
  codeLabel: string;
  details: { label: string; value: string }[];
  printed: boolean;
  department: string;
}

/** Each kind's `GET {endpoint}/{id}/print` answer → the card. */
export const cardViews: { [K in CardKind]: (data: never) => CardView } = {
  pengemudi: (d: DriverPrintWire) => ({
    title: t.driverCard,
    name: d.vcname,
    code: d.vccode_driver,
    codeLabel: t.driverCode,
    details: [{ label: t.nip, value: d.vcnip }],
    printed: d.intprint_card === 1,
    department: d.vcdepartment,
  }),
  siswa: (s: StudentCardWire) => ({
    title: t.studentCard,
    name: s.vcnama,
    code: s.vckode,
    codeLabel: t.nisn,
    details: [
      { label: t.school, value: s.vcsekolah },
      { label: t.classLabel, value: s.vckelas },
    ],
    printed: s.intprint_card === 1,
    department: s.vcdepartment,
  }),
};
