import type { DirectionsWire, LonLat } from '@halte/contract';

/** A way of drawing the line through a route's stops (openrouteservice, OSRM, straight segments). */
export type DirectionsProvider = (stops: LonLat[]) => Promise<DirectionsWire>;
