import type { FastifyBaseLogger } from 'fastify';
import { isLiveTable, type LiveTable } from '@halte/contract';

export const POLL_MS = 500;

/**
 * Turns raised data versions into announcements of changed tables. The counters live in the
 * database and are raised at commit by triggers (whichever process, instance or tool wrote),
 * so each server instance reads them itself and tells only its own connections; nothing has
 * to travel between instances, on PGlite or PostgreSQL alike.
 *
 * It reads only while someone listens: `ready()` starts it and waits for the starting point,
 * and it stops once nobody has listened for a moment.
 */
export class DataChangeWatcher {
  private seen?: Map<string, number>;
  private starting?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private polling?: Promise<void>;
  private demandedAt = 0;
  private closed = false;

  constructor(
    private readonly deps: {
      readVersions: () => Promise<Map<string, number>>;
      /** How many connections of this instance listen now. */
      listeners: () => number;
      announce: (tables: LiveTable[]) => void;
      log: FastifyBaseLogger;
      pollMs?: number;
    },
  ) {}

  get watching(): boolean {
    return this.seen !== undefined;
  }

  /**
   * Called before a connection is accepted: once this resolves, every later commit will be
   * announced to it, so what the client reads after connecting is never older than that.
   */
  async ready(): Promise<void> {
    this.demandedAt = Date.now();
    if (this.seen || this.closed) return;
    this.starting ??= this.deps.readVersions().then(
      (versions) => {
        this.seen = versions;
        this.schedule();
      },
    ).finally(() => {
      this.starting = undefined;
    });
    await this.starting;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.polling;
    this.seen = undefined;
  }

  private get pollMs() {
    return this.deps.pollMs ?? POLL_MS;
  }

  private schedule() {
    if (this.closed) return;
    this.timer = setTimeout(() => {
      this.polling = this.poll().finally(() => {
        this.polling = undefined;
      });
    }, this.pollMs);
    this.timer.unref();
  }

  private async poll() {
    // A connection still being accepted counts as listening for a short while.
    if (this.deps.listeners() === 0 && Date.now() - this.demandedAt > 2 * this.pollMs) {
      this.seen = undefined;
      return;
    }
    try {
      const now = await this.deps.readVersions();
      const changed = [...now].filter(([name, version]) => this.seen?.get(name) !== version).map(([name]) => name);
      this.seen = now;
      const tables = changed.filter(isLiveTable).sort();
      if (tables.length > 0) this.deps.announce(tables);
    } catch (err) {
      // The next read tries again and still sees whatever changed meanwhile.
      this.deps.log.warn({ err: (err as Error).message }, 'realtime: reading data versions failed');
    }
    this.schedule();
  }
}
