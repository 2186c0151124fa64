import { z } from 'zod';

/**
 * `GET /dashboard/parking/target`: the current year's target and its realisation (fees of the
 * stays checked in this year, in the server's zone), today's income, and per month the
 * cumulative realisation against the cumulative target (a month without its own target takes
 * a twelfth of what the year's target leaves after the months that have one).
 */
export const parkingTargetDashboardWire = z
  .object({
    intyear: z.number().int(),
    dectarget: z.number().int(),
    decrealization: z.number().int(),
    /** Realisation against the target in percent, one decimal; null without a target. */
    decpercent: z.number().nullable(),
    dectoday: z.number().int(),
    dttoday: z.string(),
    /** The year's stays with a note (as `GET /parking?flagged=1` counts them) and what their check-outs took off the fee. */
    intflagged: z.number().int(),
    decflagged_difference: z.number().int(),
    months: z.array(
      z.object({
        intmonth: z.number().int(),
        vcmonth: z.string(),
        dectarget: z.number().int(),
        /** Null for months still to come. */
        decrealization: z.number().int().nullable(),
      }),
    ),
  })
  .meta({ id: 'ParkingTargetDashboard' });
export type ParkingTargetDashboardWire = z.infer<typeof parkingTargetDashboardWire>;

/**
 * `GET /dashboard/parking/location`: a card per location, today's income and the last 7 days
 * (oldest first, dates in `income_data`), and the year's noted stays.
 */
export const parkingLocationIncomeWire = z
  .object({
    intid: z.number().int(),
    vcname: z.string(),
    decincome: z.number().int(),
    /** The location's stays of the year with a note, and what their check-outs took off the fee. */
    intflagged: z.number().int(),
    decflagged_difference: z.number().int(),
    income: z.array(z.number().int()),
    income_data: z.array(z.string()),
  })
  .meta({ id: 'ParkingLocationIncome' });
export type ParkingLocationIncomeWire = z.infer<typeof parkingLocationIncomeWire>;

export const PARKING_INCOME_DAYS = 7;
