import { z } from 'zod';
import { vehicleLocationWire } from './vehicle-location.js';

/** A student card's status: 1 printed, 0 not yet. */
export const CARD_STATUS = { 0: 'Belum dicetak', 1: 'Sudah dicetak' } as const;

/** One ride of the child today: boarding and alighting times (ISO 8601), null while not scanned. */
export const childRideWire = z
  .object({
    inttrip_id: z.number().int(),
    vcnopol: z.string(),
    dtin: z.string().nullable(),
    dtout: z.string().nullable(),
  })
  .meta({ id: 'MemberChildRide' });
export type ChildRideWire = z.infer<typeof childRideWire>;

/**
 * `GET /member/children`: a child linked to the member, and where the child's bus is: the
 * vehicles serving the child's school, the one the child rode last today first, each with its
 * latest position and state.
 */
export const memberChildWire = z
  .object({
    intid: z.number().int(),
    vckode: z.string(),
    vcnama: z.string(),
    intsekolah: z.number().int(),
    vcsekolah: z.string(),
    vckelas: z.string(),
    intprint_card: z.literal([0, 1]),
    vcstatus_kartu: z.string(),
    kendaraan: z.array(vehicleLocationWire),
    perjalanan_hari_ini: z.array(childRideWire),
  })
  .meta({ id: 'MemberChild' });
export type MemberChildWire = z.infer<typeof memberChildWire>;

export const memberChildrenResponse = z.object({ data: z.array(memberChildWire) });
