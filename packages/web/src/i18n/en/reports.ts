import { calendarDateText } from '@halte/contract';
import type { Widen } from '../widen';
import type { reports as id } from '../reports';

/** The bus and driver reports in English. */
export const reports: Widen<typeof id> = {
  busDetail: (plate: string, date: string) => `Students on ${plate} — ${calendarDateText(date)}`,
  driverDetail: (name: string, date: string) => `Trips by ${name} — ${calendarDateText(date)}`,
};
