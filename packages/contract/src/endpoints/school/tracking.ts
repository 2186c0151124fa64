import { z } from 'zod';
import { emptyAnswer, endpoint } from '../../endpoint.js';
import { oneResponseOf } from '../../responses.js';
import { driverPositionsBody, ingestResultWire, osmandFields, osmandJsonBody } from '../../tracking.js';

const tags = ['tracking'];

/** What the intake's own parser needs of the fields the schema leaves optional (either spelling of each). */
const POSITION_RULE =
  'A position needs its tracker (`id`, or `deviceid`) and its point (`lat` and `lon`, or `location` as `lat,lon`); without them 400 names the field. ' +
  'The rest is optional: `timestamp` (seconds, milliseconds or ISO 8601; the time it arrives when absent), `speed` (knots), `bearing`, `altitude`, `accuracy`, `batt`.';

/**
 * Positions in: the OsmAnd protocol of Traccar Client and most trackers (public: a device
 * authenticates by its tracker id, as with a Traccar server; the fields are read by the intake's
 * own parser, as Traccar reads them), and the driver app's batch (only for the vehicle and
 * times of the driver's own trips).
 */
export const TRACKING_API = {
  /** A tracker's position in the query string (also served at `/` of the OsmAnd port). */
  osmand: endpoint({
    method: 'GET', path: '/tracking/osmand', tags, access: 'public', query: osmandFields, checkedByHandler: true,
    answers: { 200: emptyAnswer }, description: POSITION_RULE,
  }),
  /** A tracker's position as a form, a query string or Traccar Client's JSON. */
  osmandPost: endpoint({
    method: 'POST', path: '/tracking/osmand', tags, access: 'public', query: osmandFields, body: z.union([osmandFields, osmandJsonBody]), checkedByHandler: true,
    answers: { 200: emptyAnswer }, description: `${POSITION_RULE} Traccar Client's JSON carries them as \`device_id\` and \`location.coords\`.`,
  }),
  /** The driver phone's positions of its trip's vehicle, in one batch. */
  driverPositions: endpoint({
    method: 'POST', path: '/driver/positions', tags, access: 'driver', body: driverPositionsBody,
    answers: { 200: oneResponseOf(ingestResultWire) },
  }),
};
