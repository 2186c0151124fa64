import { z } from 'zod';
import { withMeta } from './field-meta.js';
import { PERIOD_YEARS } from './filters.js';
import { RUPIAH_MAX, rupiahField } from './fields.js';

export const MONTH_NAMES = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'] as const;

const yearMessage = `Tahun harus antara ${PERIOD_YEARS.min} dan ${PERIOD_YEARS.max}.`;
/** `{year}` of `/parking/targets/{year}`. */
export const targetYearParam = z.object({
  year: z.coerce.number({ error: yearMessage }).int({ error: yearMessage }).min(PERIOD_YEARS.min, { error: yearMessage }).max(PERIOD_YEARS.max, { error: yearMessage }),
});

const monthTarget = (month: string) => rupiahField(`Target ${month}`).nullable();

/**
 * `PUT /parking/targets/{year}`: the year's target and, optionally, a target per month
 * (twelve entries, January first; null = none for that month). What is sent replaces what was.
 */
export const parkingTargetBody = z.object({
  dectarget: rupiahField('Target Tahunan', RUPIAH_MAX),
  months: withMeta(
    z
      .array(z.preprocess((v) => (v === '' || v === undefined ? null : v), monthTarget('Bulanan')), { error: 'Target bulanan harus berupa daftar 12 bulan.' })
      .length(12, { error: 'Target bulanan harus berupa daftar 12 bulan.' })
      .optional(),
    { label: 'Target Bulanan', required: false, default: [] },
  ),
});
export type ParkingTargetBody = z.infer<typeof parkingTargetBody>;

export const parkingTargetWire = z
  .object({
    intyear: z.number().int(),
    /** 0 when no target is set for the year. */
    dectarget: z.number().int(),
    /** Twelve entries, January first; null where no month target is set. */
    months: z.array(z.number().int().nullable()),
  })
  .meta({ id: 'ParkingTarget' });
export type ParkingTargetWire = z.infer<typeof parkingTargetWire>;
