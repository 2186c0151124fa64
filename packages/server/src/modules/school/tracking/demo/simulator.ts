import type { FastifyInstance } from 'fastify';
import type { BaseLogger } from 'pino';
import type { Db } from '../../../../db/client.js';
import type { Tracking } from '../tracking.service.js';
import type { PositionInput } from '../positions.js';
import { demoDrives, demoSpeedKmh } from './demo-day.js';
import { loadDemoFleet, type DemoBus } from './demo-fleet.js';

/** How often each demo bus reports, as a phone running Traccar Client would. */
export const DEMO_REPORT_MS = 5_000;
/** How often the fleet and its lines are read again (a route re-drawn on Peta Rute is followed). */
const FLEET_REFRESH_MS = 60_000;
const GOLDEN = 0.618_033_988_7;
const tenth = (n: number) => Math.round(n * 10) / 10;

export interface DemoSimulatorOptions {
  db: Db;
  tracking: Tracking;
  timeZone: string;
  log: Pick<BaseLogger, 'warn' | 'info'>;
  intervalMs?: number;
  /** The clock (tests move it). */
  now?: () => number;
}

/**
 * Drives the demo buses along their route lines, each reporting every few seconds through the
 * same intake as a real tracker (`tracking.ingest(…, 'demo')`): on a school run all but the spare
 * buses, outside them only the angkot (`demoDrives`). The buses start spread over their round
 * trips and each keeps a pace of its own around the time of day's speed; one left standing
 * resumes where it stopped.
 */
export class DemoSimulator {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = true;
  private fleet: DemoBus[] = [];
  private fleetReadAt = -Infinity;
  private lastTick?: number;
  /** Metres along its round trip, per vehicle. */
  private travelled = new Map<number, number>();
  private readonly intervalMs: number;
  private readonly now: () => number;

  constructor(private readonly options: DemoSimulatorOptions) {
    this.intervalMs = options.intervalMs ?? DEMO_REPORT_MS;
    this.now = options.now ?? Date.now;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** No report after this resolves, and no timer left. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number) {
    this.timer = setTimeout(() => {
      this.running = this.tick()
        .catch((err: unknown) => this.options.log.warn({ err }, 'demo tracking: a report failed'))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule(this.intervalMs);
        });
    }, ms);
  }

  /** One report of every demo bus. */
  async tick() {
    const now = this.now();
    if (now - this.fleetReadAt >= FLEET_REFRESH_MS) {
      const before = this.fleet.length;
      this.fleet = await loadDemoFleet(this.options.db);
      this.fleetReadAt = now;
      if (this.fleet.length && !before) this.options.log.info(`demo tracking: ${this.fleet.length} demo vehicles drive their routes on the school runs, the angkot at any hour (DEMO_TRACKING=0 stops this)`);
    }
    const seconds = this.lastTick === undefined ? 0 : Math.max(0, now - this.lastTick) / 1000;
    this.lastTick = now;
    const speed = demoSpeedKmh(now, this.options.timeZone);
    const positions = this.fleet.flatMap((bus, i): PositionInput[] => {
      if (!demoDrives(bus.deviceId, now, this.options.timeZone)) return [];
      // Each bus its own start on the round trip and its own pace (±15 %), the same on every run.
      const start = ((i * GOLDEN) % 1) * 2 * bus.walk.length;
      const kmh = speed * (0.85 + 0.3 * ((i * GOLDEN * 7) % 1));
      const s = (this.travelled.get(bus.vehicleId) ?? start) + (kmh / 3.6) * seconds;
      this.travelled.set(bus.vehicleId, s);
      const { position, heading } = bus.walk.at(s);
      return [{ vehicleId: bus.vehicleId, time: new Date(now), longitude: position[0], latitude: position[1], speedKmh: tenth(kmh), heading: tenth(heading), accuracy: 5 }];
    });
    if (positions.length) await this.options.tracking.ingest(positions, 'demo');
  }
}

/** Runs the simulator while the app runs (its hooks): from ready (after the demo seed) until close. */
export function runDemoTracking(app: FastifyInstance, options: Partial<DemoSimulatorOptions> = {}): DemoSimulator {
  const simulator = new DemoSimulator({ db: app.db, tracking: app.tracking, timeZone: app.config.timeZone, log: app.log, ...options });
  app.addHook('onReady', async () => simulator.start());
  app.addHook('onClose', async () => simulator.stop());
  return simulator;
}
