import { useAppConfig } from '../../shell/appConfig';

/** `YYYY-MM-DD` of an instant in a zone. */
export const calendarDateIn = (timeZone: string, instant = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** The server's zone (`TZ`), the one service dates and report times are read in; undefined until /config answers. */
export function useServiceZone(): string | undefined {
  return useAppConfig()?.time_zone;
}
