import { z } from 'zod';
import { optionalText, requiredId, requiredChoice, requiredText } from './fields.js';

/** 1 Bus, 2 Angkotan. */
export const VEHICLE_TYPES = { 1: 'Bus', 2: 'Angkotan' } as const;
export const vehicleTypeName = (type: number) => VEHICLE_TYPES[type as keyof typeof VEHICLE_TYPES] ?? '';

export const vehicleBody = z.object({
  vckode: requiredText('Kode', 30),
  vcnama: requiredText('Nama', 100),
  /** Stored upper-case with single spaces; compared ignoring spaces and case. */
  vcnopol: requiredText('Nomor Kendaraan', 20).transform((v) => v.toUpperCase().replace(/\s+/g, ' ')),
  inttypeangkutan: requiredChoice('Tipe Kendaraan', VEHICLE_TYPES),
  intrute_angkutan_id: requiredId('Rute'),
  /** Tracker id for GPS positions (OsmAnd `id`); optional. */
  vcdevice_id: optionalText('ID Perangkat GPS', 64),
});
export type VehicleBody = z.infer<typeof vehicleBody>;

export const vehicleWire = z
  .object({
    intid: z.number().int(),
    vckode: z.string(),
    vcnama: z.string(),
    vcnopol: z.string(),
    inttypeangkutan: z.number().int(),
    vctipe_angkutan: z.string(),
    intrute_angkutan_id: z.number().int(),
    vcrute: z.string(),
    vcdevice_id: z.string(),
  })
  .meta({ id: 'Vehicle' });
export type VehicleWire = z.infer<typeof vehicleWire>;
