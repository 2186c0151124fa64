import { calendarDateText } from '@halte/contract';

/** Laporan Bus and Laporan Sopir. */
export const reports = {
  busDetail: (plate: string, date: string) => `Siswa ${plate} — ${calendarDateText(date)}`,
  driverDetail: (name: string, date: string) => `Perjalanan ${name} — ${calendarDateText(date)}`,
} as const;
