import { DIRECTIONS_MSG } from '@halte/contract';
import { HttpError } from '../../../../lib/http/http-error.js';

/**
 * The provider failed: the caller gets 502 with the one message; the log gets the reason as the
 * error's cause (a status, a timeout, what was malformed), never a header or a body.
 */
export class DirectionsUnavailable extends HttpError {
  constructor(provider: string, reason: string) {
    super(502, DIRECTIONS_MSG.unreachable);
    this.cause = new Error(`${provider}: ${reason}`);
  }
}
