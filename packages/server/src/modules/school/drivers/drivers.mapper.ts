import type { DriverWire } from '@halte/contract';

export interface DriverRecord {
  id: number;
  code: string;
  nip: string;
  fullName: string;
  phone: string;
  cardPrinted: boolean;
  userId: number | null;
  username: string | null;
}

export const toDriverWire = (d: DriverRecord): DriverWire => ({
  intid: d.id,
  vccode_driver: d.code,
  vcnip: d.nip,
  vcname: d.fullName,
  vcphone: d.phone,
  intprint_card: d.cardPrinted ? 1 : 0,
  intfungsional: d.userId ? 1 : 0,
  vcusername: d.username ?? '',
  vcpassword: '',
});
