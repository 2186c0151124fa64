import { z } from 'zod';

/**
 * The expected arrival of a running trip at one of its remaining stops: along the route's road
 * line, at the bus's recent speed blended with the speed earlier trips had on that stretch.
 */
export const stopArrivalWire = z
  .object({
    intrute_titik_id: z.number().int(),
    vcnama: z.string(),
    /** Expected arrival, ISO 8601. */
    dteta: z.string(),
    /** Whole minutes from now, at least 0. */
    intmenit: z.number().int(),
    /** Metres along the road line from the bus. */
    intjarak: z.number().int(),
  })
  .meta({ id: 'StopArrival' });
export type StopArrivalWire = z.infer<typeof stopArrivalWire>;

/** `GET /vehicle-location/{id}/next-stops`: the vehicle's running trip's remaining stops; [] with no running trip or no fix. */
export const nextStopsResponse = z.object({ data: z.array(stopArrivalWire) }).meta({ id: 'NextStops' });
export type NextStopsResponse = z.infer<typeof nextStopsResponse>;

export const STOP_ARRIVAL_MSG = {
  /** `Anak Saya`: `Tiba di halte ±6 menit`. */
  arrivesIn: (minutes: number) => `Tiba di halte ±${minutes} menit`,
  noStop: 'Halte belum ditentukan.',
} as const;
