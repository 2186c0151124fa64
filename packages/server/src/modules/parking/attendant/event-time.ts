import { ATTENDANT_CLOCK_SKEW_S, ATTENDANT_MAX_DELAY_DAYS, ATTENDANT_MSG } from '@halte/contract';
import { fieldError } from '../../../lib/http/http-error.js';

/** What a check-in or check-out says of its time. */
interface Stamp { dttime?: string | null; queued?: boolean | null; client_id?: string | null }

/** The times of a check-in or check-out: the one its stay takes, the phone's, and the server's receive time. */
export interface EventTimes { at: Date; device: Date | null; received: Date }

/**
 * When a check-in or check-out happened. The phone's time (kept beside the receive time) is
 * believed only for an entry its outbox queued offline, under its client id: such an entry keeps
 * its real time. Any other entry happened when it arrived, whatever the phone's clock says, so a
 * phone cannot move a stay's times. The phone's time is never ahead of the server's clock beyond
 * drift, nor older than an outbox is expected to hold.
 */
export function eventTimes(stamp: Stamp, received: Date): EventTimes {
  if (!stamp.dttime) return { at: received, device: null, received };
  const device = new Date(stamp.dttime);
  if (device.getTime() > received.getTime() + ATTENDANT_CLOCK_SKEW_S * 1000) throw fieldError('dttime', ATTENDANT_MSG.timeInFuture);
  if (device.getTime() < received.getTime() - ATTENDANT_MAX_DELAY_DAYS * 86_400_000) throw fieldError('dttime', ATTENDANT_MSG.timeTooOld);
  return { at: stamp.queued && stamp.client_id ? device : received, device, received };
}
