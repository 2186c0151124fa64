import type { Values } from '../../../ui/form/types';

/** The chosen route's stops, from `lists` (`/lists` for staff, `/member/lists` for parents); none until a route is chosen. */
export const routeStopsOf = (lists: string) => (values: Values) => (values.intrute ? `${lists}/route_point/${String(values.intrute)}` : null);
