import { calendarDateText } from '@halte/contract';
import { localized } from './language';

/** Laporan Bus and Laporan Sopir. */
export const reports = localized('reports', {
  busDetail: (plate: string, date: string) => `Siswa ${plate} — ${calendarDateText(date)}`,
  driverDetail: (name: string, date: string) => `Perjalanan ${name} — ${calendarDateText(date)}`,
} as const);
