import type { FastifyInstance } from 'fastify';
import type { BaseLogger } from 'pino';
import { eq, inArray } from 'drizzle-orm';
import { RUNNING_TRIP_STATUSES } from '@halte/contract';
import { trips, vehicles } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import type { Tracking } from '../tracking/tracking.service.js';
import type { AlertEvent } from '../../complaints/member-alerts/alert-event.js';
import { raiseAlerts } from '../../complaints/member-alerts/raise-alerts.js';
import { arrivalEvents, type WaitingChild } from './arrival-events.js';
import { tripEtas, type RunningTrip } from './next-stops.service.js';
import { routeGeometry, type RouteGeometry } from './route-geometry.js';
import { TimedCache } from './route-cache.js';
import { waitingChildren, type StopsOf } from './waiting-children.js';

/** A trip is looked at no more often than this, however often its bus reports. */
export const EVALUATE_EVERY_MS = 15_000;
/** How often the vehicles that reported are looked at. */
const TICK_MS = 2_000;
/** How long the running trips, a route's line and its children are kept before being read again. */
const TRIPS_TTL_MS = 15_000;
const ROUTE_TTL_MS = 60_000;

type Trip = RunningTrip & { plate: string };

export interface ArrivalWatchOptions {
  db: Db;
  tracking: Tracking;
  /** Where the events go: `raiseAlerts` in the app, a list in tests. */
  alert: (events: AlertEvent[]) => Promise<void>;
  log: Pick<BaseLogger, 'warn'>;
  everyMs?: number;
  now?: () => number;
  /** The children's stops: `childStops` unless a test names them. */
  stopsOf?: StopsOf;
}

/**
 * Watches the running trips for the parents' `approaching` and `late` alerts, off every request:
 * a stored position only marks its vehicle; every few seconds the marked vehicles' trips not
 * looked at for `everyMs` are timed to their stops ahead (one query of the bus's recent fixes;
 * the route's line, history and children are cached). Each key is raised once per trip here;
 * across instances `raiseAlerts` drops a key already stored.
 */
export class ArrivalWatch {
  private readonly marked = new Set<number>();
  private readonly lookedAt = new Map<number, number>();
  private readonly raised = new Map<number, Set<string>>();
  private readonly routes: TimedCache<number, RouteGeometry | undefined>;
  private readonly children: TimedCache<number, WaitingChild[]>;
  private running: { at: number; byVehicle: Map<number, Trip> } = { at: -Infinity, byVehicle: new Map() };
  private readonly stopListening: () => void;
  private timer?: NodeJS.Timeout;
  private pass?: Promise<void>;
  private readonly everyMs: number;
  private readonly now: () => number;

  constructor(private readonly options: ArrivalWatchOptions) {
    this.everyMs = options.everyMs ?? EVALUATE_EVERY_MS;
    this.now = options.now ?? Date.now;
    this.routes = new TimedCache(ROUTE_TTL_MS, (id) => routeGeometry(options.db, id));
    this.children = new TimedCache(ROUTE_TTL_MS, async (id) => {
      const geometry = await this.routes.get(id, this.now());
      return geometry ? waitingChildren(options.db, geometry, options.stopsOf) : [];
    });
    this.stopListening = options.tracking.onStored((stored) => {
      for (const s of stored) if (s.latest) this.marked.add(s.vehicleId);
    });
  }

  start() {
    this.timer = setInterval(() => void this.runOnce(), TICK_MS);
    this.timer.unref();
  }

  async stop() {
    clearInterval(this.timer);
    this.stopListening();
    await this.pass;
  }

  /** One look at the marked vehicles (the timer's; tests call it to look now). */
  runOnce(): Promise<void> {
    this.pass ??= this.look()
      .catch((err: unknown) => this.options.log.warn({ err }, 'arrivals: watching the trips failed'))
      .finally(() => (this.pass = undefined));
    return this.pass;
  }

  private async look() {
    if (this.marked.size === 0) return;
    const now = this.now();
    const byVehicle = await this.runningTrips(now);
    const due = [...this.marked].flatMap((v) => {
      const trip = byVehicle.get(v);
      return trip && now - (this.lookedAt.get(trip.id) ?? -Infinity) >= this.everyMs ? [trip] : [];
    });
    for (const trip of due) {
      this.marked.delete(trip.vehicleId);
      this.lookedAt.set(trip.id, now);
      await this.evaluate(trip, new Date(now));
    }
    for (const v of this.marked) if (!byVehicle.has(v)) this.marked.delete(v);
  }

  private async runningTrips(now: number) {
    if (now - this.running.at < TRIPS_TTL_MS) return this.running.byVehicle;
    const rows = await this.options.db
      .select({ id: trips.id, vehicleId: trips.vehicleId, routeId: trips.routeId, startedAt: trips.startedAt, plate: vehicles.plate })
      .from(trips)
      .innerJoin(vehicles, eq(vehicles.id, trips.vehicleId))
      .where(inArray(trips.status, [...RUNNING_TRIP_STATUSES]));
    this.running = { at: now, byVehicle: new Map(rows.map((r) => [r.vehicleId, r])) };
    // Trips that finished are forgotten.
    const ids = new Set(rows.map((r) => r.id));
    for (const id of this.raised.keys()) if (!ids.has(id)) this.raised.delete(id);
    for (const id of this.lookedAt.keys()) if (!ids.has(id)) this.lookedAt.delete(id);
    return this.running.byVehicle;
  }

  private async evaluate(trip: Trip, now: Date) {
    const children = await this.children.get(trip.routeId, now.getTime());
    if (!children.length) return;
    const geometry = await this.routes.get(trip.routeId, now.getTime());
    if (!geometry) return;
    const etas = await tripEtas(this.options.db, trip, now, geometry);
    const raised = this.raised.get(trip.id) ?? new Set<string>();
    this.raised.set(trip.id, raised);
    const fresh = arrivalEvents(trip, etas, children, now).filter((e) => !raised.has(e.key));
    if (!fresh.length) return;
    for (const e of fresh) raised.add(e.key);
    await this.options.alert(fresh);
  }
}

/** Runs the watch while the app runs (its hooks start and stop it), its events raised as the parents' alerts. */
export function runArrivalWatch(app: FastifyInstance): ArrivalWatch {
  const watch = new ArrivalWatch({ db: app.db, tracking: app.tracking, log: app.log, alert: (events) => raiseAlerts(app, events) });
  app.addHook('onReady', async () => watch.start());
  app.addHook('onClose', async () => watch.stop());
  return watch;
}
