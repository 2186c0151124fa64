import { z } from 'zod';
import { withMeta } from './field-meta.js';
import { calendarDate } from './filters.js';
import { requiredText, rupiahField, wholeNumber } from './fields.js';
import { requiredOf } from './messages.js';
import type { ParkingTariff } from './parking-fee.js';
import { rupiah } from './parking-records.js';

/** A fee of one stay is at most ten million rupiah; a first period at most a day. */
export const PARKING_FEE_MAX = 10_000_000;
export const FIRST_MINUTES_MAX = 24 * 60;

export const PARKING_TARIFF_MSG = {
  capBelowFirst: 'Biaya maksimal per hari tidak boleh kurang dari biaya awal.',
  hourlyWithoutPeriod: 'Biaya per jam berikutnya hanya berlaku bila durasi awal lebih dari 0 menit.',
} as const;

/**
 * A vehicle type with the tariff version the form edits: saving a version of a date the type
 * already has replaces that version, a new date adds one (the older versions stay for the
 * stays they priced).
 */
export const parkingVehicleTypeBody = z
  .object({
    vccode: requiredText('Kode', 30),
    vcname: requiredText('Nama', 100),
    vcregulation: requiredText('Dasar Peraturan', 200),
    dteffective_from: withMeta(
      z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v === null ? undefined : v), z.string({ error: requiredOf('Berlaku Mulai') }).pipe(calendarDate)),
      { label: 'Berlaku Mulai', required: true, default: '' },
    ),
    decfirst_fee: rupiahField('Biaya Awal', PARKING_FEE_MAX),
    intfirst_minutes: wholeNumber('Durasi Awal (menit)', FIRST_MINUTES_MAX),
    dechourly_fee: rupiahField('Biaya per Jam Berikutnya', PARKING_FEE_MAX),
    decmax_fee: rupiahField('Biaya Maksimal per Hari', PARKING_FEE_MAX),
  })
  .refine((b) => b.decmax_fee === 0 || b.decmax_fee >= b.decfirst_fee, { path: ['decmax_fee'], error: PARKING_TARIFF_MSG.capBelowFirst })
  .refine((b) => b.dechourly_fee === 0 || b.intfirst_minutes > 0, { path: ['dechourly_fee'], error: PARKING_TARIFF_MSG.hourlyWithoutPeriod });
export type ParkingVehicleTypeBody = z.infer<typeof parkingVehicleTypeBody>;

/** One version of a type's tariff. */
export const parkingTariffWire = z
  .object({
    intid: z.number().int(),
    vcregulation: z.string(),
    dteffective_from: z.string(),
    decfirst_fee: z.number().int(),
    intfirst_minutes: z.number().int(),
    dechourly_fee: z.number().int(),
    decmax_fee: z.number().int(),
  })
  .meta({ id: 'ParkingTariff' });
export type ParkingTariffWire = z.infer<typeof parkingTariffWire> & ParkingTariff;

/** A list row: the type and the tariff in force today (null before its first version starts). */
export const parkingVehicleTypeWire = z
  .object({
    intid: z.number().int(),
    vccode: z.string(),
    vcname: z.string(),
    tariff: parkingTariffWire.nullable(),
  })
  .meta({ id: 'ParkingVehicleType' });
export type ParkingVehicleTypeWire = z.infer<typeof parkingVehicleTypeWire>;

/** The detail: every version, newest first. */
export const parkingVehicleTypeDetailWire = parkingVehicleTypeWire
  .extend({ tariffs: z.array(parkingTariffWire) })
  .meta({ id: 'ParkingVehicleTypeDetail' });
export type ParkingVehicleTypeDetailWire = z.infer<typeof parkingVehicleTypeDetailWire>;

/** A tariff in one line: 'Rp 2.000 per masuk', 'Rp 3.000 untuk 60 menit pertama, Rp 1.000 per jam berikutnya, maks. Rp 10.000 per hari'. */
export function describeTariff(t: ParkingTariff): string {
  if (t.intfirst_minutes === 0) return `${rupiah(t.decfirst_fee)} per masuk`;
  const parts = [`${rupiah(t.decfirst_fee)} untuk ${t.intfirst_minutes} menit pertama`];
  if (t.dechourly_fee > 0) parts.push(`${rupiah(t.dechourly_fee)} per jam berikutnya`);
  if (t.decmax_fee > 0) parts.push(`maks. ${rupiah(t.decmax_fee)} per hari`);
  return parts.join(', ');
}
