import { z } from 'zod';
import { vehicleLocationWire } from './vehicle-location.js';

/** A student card's status: 1 printed, 0 not yet. */
export const CARD_STATUS = { 0: 'Belum dicetak', 1: 'Sudah dicetak' } as const;

/** Said of a child whose route no trip is running on. */
export const MEMBER_CHILD_MSG = {
  noBusOnRoute: 'Belum ada bus yang melayani rute ini hari ini.',
} as const;

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
 * `GET /member/children`: a child linked to the member, and where the child's bus is, each
 * vehicle with its latest position and state, the one the child rode last today first. A child
 * with a route (approved from a registration) follows the vehicles of the trips running on that
 * route; one without follows the vehicles serving the school.
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
    /** The route the child rides; null: none chosen, the school's buses are followed. */
    intrute: z.number().int().nullable(),
    vcrute: z.string(),
    /** Whether a trip is running on the child's route now; null without a route. */
    bus_beroperasi: z.boolean().nullable(),
    /** `MEMBER_CHILD_MSG.noBusOnRoute` when no trip runs on the route, '' otherwise. */
    vcketerangan_bus: z.string(),
    kendaraan: z.array(vehicleLocationWire),
    perjalanan_hari_ini: z.array(childRideWire),
    /** The child's stop on the route; null: none. */
    intrute_titik_id: z.number().int().nullable(),
    /** The stop's name, '' without one. */
    vcrute_titik: z.string(),
    /** When a bus running on the route is expected at the child's stop (ISO 8601); null: none is on its way there. */
    dteta: z.string().nullable(),
    /** Whole minutes until then (`STOP_ARRIVAL_MSG.arrivesIn`); null with `dteta`. */
    intmenit_tiba: z.number().int().nullable(),
  })
  .meta({ id: 'MemberChild' });
export type MemberChildWire = z.infer<typeof memberChildWire>;

export const memberChildrenResponse = z.object({ data: z.array(memberChildWire) });
