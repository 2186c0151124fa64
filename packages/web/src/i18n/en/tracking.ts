import type { Widen } from '../widen';
import type { tracking as id } from '../tracking';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Vehicle tracking in English. */
export const tracking: Widen<typeof id> = {
  title: 'Vehicle Tracking',
  subtitle: 'Live fleet positions and trip history.',
  modes: 'View',
  live: 'Live',
  history: 'History',
  vehicle: 'Vehicle',
  allVehicles: 'All Vehicles',
  states: { 1: 'Moving', 2: 'Stopped', 3: 'No signal' },
  legend: 'Legend',
  stateCount: (state: string, n: number) => `${state}: ${n}`,
  connection: {
    live: 'Live connection',
    waiting: 'Connecting…',
  },
  loadFailed: 'Vehicle positions could not be loaded.',
  noVehicles: 'No vehicles yet.',
  noPositionYet: 'Has never sent a position',
  popup: {
    name: 'Name',
    plate: 'Plate Number',
    route: 'Route',
    speed: 'Speed',
    updated: 'Last update',
    state: 'Status',
    nextStops: 'Next stops',
    noTrip: 'Not on a trip.',
    stopEta: (minutes: number, metres: number) => `±${minutes} min · ${metres < 1000 ? `${metres} m` : `${(metres / 1000).toFixed(1)} km`}`,
  },
  table: {
    caption: 'Vehicle list',
    alternative: 'Skip to the vehicle list (the map’s content as a table)',
    plate: 'Plate',
    name: 'Name',
    route: 'Route',
    state: 'Status',
    speed: 'Speed',
    updated: 'Last seen',
    show: (plate: string) => `Show ${plate} on the map`,
  },
  speed: (kmh: number | null) => (kmh === null ? '-' : `${Math.round(kmh)} km/h`),
  marker: (plate: string, state: string) => `${plate} (${state})`,
  cluster: (n: number) => `${count(n, 'vehicle', 'vehicles')} — zoom in`,
  ago: (ms: number) => {
    const seconds = Math.max(0, Math.floor(ms / 1000));
    if (seconds < 60) return 'just now';
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60) return `${count(minutes, 'minute', 'minutes')} ago`;
    const hours = Math.floor(minutes / 60);
    if (hours < 24) return `${count(hours, 'hour', 'hours')} ago`;
    return `${count(Math.floor(hours / 24), 'day', 'days')} ago`;
  },
  day: {
    date: 'Date',
    chooseVehicle: 'Choose a vehicle to see its trip history.',
    chooseVehiclePlaceholder: '-- Choose Vehicle --',
    loading: 'Loading history…',
    empty: 'No positions on this date.',
    distance: 'Distance travelled',
    km: (km: number) => `${km.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 })} km`,
    points: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'position' : 'positions'}`,
    span: (from: string, to: string) => `${from} – ${to}`,
    time: 'Time',
    slider: 'Playback time',
    play: 'Play',
    pause: 'Pause',
    restart: 'Restart',
    rate: 'Playback speed',
    rateOption: (n: number) => `${n}×`,
    start: 'Start',
    end: 'End',
  },
};
