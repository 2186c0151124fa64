import { ATTENDANT_CLOCK_SKEW_S, ATTENDANT_MAX_DELAY_DAYS, ATTENDANT_MSG } from '@halte/contract';
import { fieldError } from '../../lib/http-error.js';

/**
 * When a check-in or check-out happened: the phone's time when it sent one (an entry kept while
 * offline keeps its real time), else now. Not ahead of the server's clock beyond drift, and not
 * older than an outbox is expected to hold.
 */
export function eventTime(dttime: string | null | undefined, now: Date): Date {
  if (!dttime) return now;
  const at = new Date(dttime);
  if (at.getTime() > now.getTime() + ATTENDANT_CLOCK_SKEW_S * 1000) throw fieldError('dttime', ATTENDANT_MSG.timeInFuture);
  if (at.getTime() < now.getTime() - ATTENDANT_MAX_DELAY_DAYS * 86_400_000) throw fieldError('dttime', ATTENDANT_MSG.timeTooOld);
  return at;
}
