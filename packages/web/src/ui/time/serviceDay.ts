import { calendarDateIn } from '@halte/contract';
import { useAppConfig } from '../../shell/appConfig';
import { useNow } from '../useNow';

/** The server's zone (`TZ`), the one service dates and report times are read in; undefined until /config answers. */
export function useServiceZone(): string | undefined {
  return useAppConfig()?.time_zone;
}

/**
 * Today's service date in the server's zone, renewed each minute: a screen left open overnight
 * moves to the new day by itself, and a browser in another zone still reads the service's day.
 * Undefined until /config answers.
 */
export function useServiceDay(): string | undefined {
  const zone = useServiceZone();
  const now = useNow(60_000);
  return zone ? calendarDateIn(zone, new Date(now)) : undefined;
}
