import { z } from 'zod';
import { PERIOD_MSG, isCalendarDate } from './filters.js';

/**
 * The school dashboard's figures: the share of printed cards, students per school level and
 * today's riders, the trips of the day, the fleet's attendance and a week of boardings. Every
 * figure of a day is of the service day in the server's time zone.
 */

/** `?date=YYYY-MM-DD`: the service day shown, today when absent. */
export const dashboardDayQuery = z.object({
  date: z.string({ error: PERIOD_MSG.date }).refine(isCalendarDate, { error: PERIOD_MSG.date }).optional(),
});
export type DashboardDayQuery = z.infer<typeof dashboardDayQuery>;

/** Days of the week by `Date.getUTCDay()` of a calendar date. */
export const DAY_NAMES = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

/** The statistic row of the day's riders, after one row per school level. */
export const RIDERS_TODAY = 'Penumpang hari ini';
/** A vehicle without a trip that day. */
export const NOT_OPERATING = 'Tidak beroperasi';

/** `GET /dashboard/student-progress`: students whose card is printed, of all students. */
export const studentProgressWire = z
  .object({
    total: z.number().int(),
    printed: z.number().int(),
    /** `printed` of `total` in percent, to one decimal; 0 without students. */
    percent: z.number(),
  })
  .meta({ id: 'StudentProgress' });
export type StudentProgressWire = z.infer<typeof studentProgressWire>;

/** `GET /dashboard/student-statistic`: students per school level, then the day's riders. */
export const studentStatisticWire = z
  .object({
    vcdesc: z.string(),
    total: z.number().int(),
    /** A CSS colour for the row's mark. */
    color: z.string(),
  })
  .meta({ id: 'StudentStatistic' });
export type StudentStatisticWire = z.infer<typeof studentStatisticWire>;

/** `GET /vehicles/activity`: a trip on the road that day, in start order. */
export const vehicleActivityWire = z
  .object({
    /** The trip's id. */
    intid: z.number().int(),
    vcnama: z.string(),
    vcnopol: z.string(),
    vcdriver: z.string(),
    /** The trip's status (`TRIP_STATUS`) and its name. */
    intstatus: z.number().int(),
    vcstatus: z.string(),
    timestart: z.string().nullable(),
    timestop: z.string().nullable(),
    /** Students who boarded (counted once each). */
    jmlsiswa: z.number().int(),
  })
  .meta({ id: 'VehicleActivity' });
export type VehicleActivityWire = z.infer<typeof vehicleActivityWire>;

/** `GET /dashboard/fleet-attendance`: each vehicle of the fleet on the day, by plate. */
export const fleetAttendanceWire = z
  .object({
    intid: z.number().int(),
    vcnama: z.string(),
    vcnopol: z.string(),
    vcrute: z.string(),
    /** Trips on the road that day. */
    jmltrip: z.number().int(),
    /** Students who boarded any of them (counted once each). */
    jmlsiswa: z.number().int(),
    /** The status of its latest trip; null without a trip. */
    intstatus: z.number().int().nullable(),
    vcstatus: z.string(),
    /** Its first trip's start and, once none is on the road, its last trip's stop. */
    timestart: z.string().nullable(),
    timestop: z.string().nullable(),
  })
  .meta({ id: 'FleetAttendance' });
export type FleetAttendanceWire = z.infer<typeof fleetAttendanceWire>;

/** `GET /dashboard/weekly-data`: boardings per service day, the 7 days up to the day shown. */
export const weeklyDataWire = z
  .object({
    /** The day's name. */
    vcnama: z.string(),
    /** YYYY-MM-DD. */
    dttanggal: z.string(),
    total: z.number().int(),
  })
  .meta({ id: 'WeeklyData' });
export type WeeklyDataWire = z.infer<typeof weeklyDataWire>;
