import { rupiah, type ParkingTariff } from '@halte/contract';
import { parkingMaster } from '../../../i18n/parking-master';

const t = parkingMaster.vehicleTypes;

/** A tariff in one line: 'Rp 2.000 per masuk', 'Rp 3.000 untuk 60 menit pertama, Rp 1.000 per jam berikutnya, maks. Rp 10.000 per hari'. */
export function describeTariff(tariff: ParkingTariff): string {
  if (tariff.intfirst_minutes === 0) return t.tariffFlat(rupiah(tariff.decfirst_fee));
  const parts = [t.tariffFirst(rupiah(tariff.decfirst_fee), tariff.intfirst_minutes)];
  if (tariff.dechourly_fee > 0) parts.push(t.tariffHourly(rupiah(tariff.dechourly_fee)));
  if (tariff.decmax_fee > 0) parts.push(t.tariffMax(rupiah(tariff.decmax_fee)));
  return parts.join(', ');
}
