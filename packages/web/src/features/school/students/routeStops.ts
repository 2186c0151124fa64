import type { Endpoint } from '@halte/contract';
import { at } from '../../../api/endpoints';
import type { Values } from '../../../ui/form/types';

/**
 * The chosen route's stops, from `stops` (a route's stop list, `:id` the route: the staff's
 * `LISTS_API.routePoint`, or the parents' own); none until a route is chosen.
 */
export const routeStopsOf = (stops: Endpoint & { path: `${string}/:id` }) => (values: Values) =>
  (values.intrute ? at(stops, { id: String(values.intrute) }) : null);
