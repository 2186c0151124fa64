import { z } from 'zod';
import { relabel } from './field-meta.js';
import { flag, latitudeField, longitudeField, requiredText } from './fields.js';

export const parkingLocationBody = z
  .object({
    vcname: requiredText('Nama', 150),
    vcaddress: requiredText('Alamat', 300),
    /** Where the location is, picked on the map; both or neither. */
    declatitude: relabel(latitudeField, 'Titik di Peta'),
    declongitude: longitudeField,
    /** An inactive location keeps its records but takes no new check-in; active unless said. */
    intactive: flag('Aktif', 1),
  })
  .refine((b) => (b.declatitude === null) === (b.declongitude === null), {
    path: ['declatitude'],
    error: 'Latitude dan Longitude diisi keduanya atau dikosongkan keduanya.',
  });
export type ParkingLocationBody = z.infer<typeof parkingLocationBody>;

export const PARKING_LOCATION_ACTIVE = { 0: 'Nonaktif', 1: 'Aktif' } as const;

export const parkingLocationWire = z
  .object({
    intid: z.number().int(),
    vcname: z.string(),
    vcaddress: z.string(),
    declatitude: z.number().nullable(),
    declongitude: z.number().nullable(),
    intactive: z.number().int(),
    vcactive: z.string(),
  })
  .meta({ id: 'ParkingLocation' });
export type ParkingLocationWire = z.infer<typeof parkingLocationWire>;
