import type { Widen } from '../widen';
import type { routeMap as id } from '../route-map';

const km = (m: number) => (m / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 });

/** The route map editor in English. */
export const routeMap: Widen<typeof id> = {
  title: 'Route Map',
  action: 'Route Map',
  route: 'Route',
  chooseRoute: 'Choose a route…',
  chooseFirst: 'Choose a route to place its stops on the map and draw its road line.',
  loading: 'Loading route…',
  points: 'Route Stops',
  noCoordinates: 'No coordinates yet',
  selectPoint: (n: number, name: string) => `Select stop ${n}. ${name}`,
  help: 'Select a stop in the list, then click the map to place it. Drag a marker to move its stop.',
  readOnlyPoints: 'Only roles with the Route Data menu can move stops; the road line can still be drawn and saved.',
  stale: 'The stops changed: click Generate Route to draw a new road line.',
  needTwo: 'Place at least 2 stops on the map to draw a road line.',
  skipped: (n: number) => `${n} ${n === 1 ? 'stop' : 'stops'} without coordinates skipped.`,
  generate: 'Generate Route',
  generating: 'Drawing route…',
  generated: 'Route generated.',
  save: 'Save',
  saving: 'Saving…',
  summary: (distanceM: number, durationS: number, estimated: boolean) =>
    `Distance ${km(distanceM)} km · ${estimated ? 'estimated ' : ''}travel time ${Math.max(1, Math.round(durationS / 60))} min`,
  savedLine: (n: number) => `Road line saved: ${n} ${n === 1 ? 'point' : 'points'}.`,
  noLine: 'No road line saved yet; the map shows straight lines between stops.',
};
