import type { BaseLogger } from 'pino';
import type { Db } from '../../../db/client.js';
import { GroupCommit } from '../../../lib/data/group-commit.js';
import { pgErrorCode } from '../../../lib/http/db-errors.js';
import { admitted, positionKey, type IngestResult, type PositionInput, type PositionSource, type StoredPosition } from './positions.js';
import { dropPartitionsBefore, ensurePartitions, existingPartitions, monthOf, monthsAhead } from './partitions.js';
import { writePositions, type Written } from './position-writer.js';

/** The in-process intake every source of positions goes through (`app.tracking`). */
export interface Tracking {
  /**
   * Filters and stores positions; resolves once they are committed. Positions given together by
   * many callers are written together (group commit).
   */
  ingest(positions: PositionInput[], source: PositionSource): Promise<IngestResult>;
  /** Called after each commit with what it stored; answers a function that stops the calls. */
  onStored(listener: (stored: StoredPosition[]) => void): () => void;
}

export interface TrackingOptions {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  retentionDays: number;
  /** How far ahead of the receive time a position may be and still be stored. */
  futureToleranceMs: number;
  log: Pick<BaseLogger, 'error' | 'info'>;
  /** Told what became of each call's positions (the metrics). */
  ingested?: (source: PositionSource, result: IngestResult) => void;
  /** The clock (tests move it). */
  now?: () => number;
}

/** Positions one write takes at most (a driver's batch of up to 1,000 is never split). */
const MAX_BATCH = 5_000;
/** How often the partitions are kept ahead and old ones dropped. */
const MAINTENANCE_MS = 3_600_000;
/** Errors after which a write is tried once more: a partition dropped under us, a vehicle deleted, a deadlock. */
const RETRIED = new Set(['23514', '23503', '40P01']);

export class TrackingService implements Tracking {
  private listeners = new Set<(stored: StoredPosition[]) => void>();
  /** Months known to have a partition, so a write checks the catalogue only for a new month. */
  private months = new Set<number>();
  private commits: GroupCommit<PositionInput, Written>;
  private timer?: NodeJS.Timeout;
  private readonly now: () => number;

  constructor(private options: TrackingOptions) {
    this.now = options.now ?? Date.now;
    // PGlite runs one statement at a time; on PostgreSQL two writes overlap one's round trip.
    this.commits = new GroupCommit((items) => this.write(items), { maxItems: MAX_BATCH, concurrency: options.dbKind === 'postgres' ? 2 : 1 });
  }

  onStored(listener: (stored: StoredPosition[]) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async ingest(positions: PositionInput[], source: PositionSource): Promise<IngestResult> {
    const admission = { now: this.now(), retentionDays: this.options.retentionDays, aheadMs: this.options.futureToleranceMs };
    const seen = new Set<string>();
    const fresh: PositionInput[] = [];
    let filtered = 0;
    for (const p of positions) {
      const ok = admitted(p, admission);
      if (!ok) filtered += 1;
      else if (seen.has(positionKey(ok.vehicleId, ok.time.getTime()))) continue;
      else {
        seen.add(positionKey(ok.vehicleId, ok.time.getTime()));
        fresh.push(ok);
      }
    }
    try {
      const written = await this.commits.submit(fresh);
      const stored = written.filter(Boolean).length;
      const result = { received: positions.length, stored, duplicates: positions.length - filtered - stored, filtered };
      this.options.ingested?.(source, result);
      return result;
    } catch (err) {
      this.options.log.error({ err, source, positions: fresh.length }, 'tracking: positions not stored');
      throw err;
    }
  }

  /** One group's write: partitions for its months, the statement, then the listeners. */
  private async write(items: PositionInput[]): Promise<Written[]> {
    let written: Written[];
    try {
      written = await this.writeOnce(items);
    } catch (err) {
      if (!RETRIED.has(pgErrorCode(err) ?? '')) throw err;
      this.months.clear();
      written = await this.writeOnce(items);
    }
    const stored = written.filter((w): w is StoredPosition => !!w);
    if (stored.length) {
      for (const listener of this.listeners) {
        try {
          listener(stored);
        } catch (err) {
          this.options.log.error({ err }, 'tracking: a listener failed');
        }
      }
    }
    return written;
  }

  private async writeOnce(items: PositionInput[]): Promise<Written[]> {
    const missing = new Set(items.map((p) => monthOf(p.time.getTime())).filter((m) => !this.months.has(m)));
    if (missing.size) {
      await ensurePartitions(this.options.db, missing);
      for (const m of missing) this.months.add(m);
    }
    return writePositions(this.options.db, items, this.options.futureToleranceMs);
  }

  /** Keeps this month's and next month's partitions ready and drops the months older than kept. */
  async maintain() {
    const now = this.now();
    await ensurePartitions(this.options.db, monthsAhead(now));
    const dropped = await dropPartitionsBefore(this.options.db, now - this.options.retentionDays * 86_400_000);
    this.months = new Set(await existingPartitions(this.options.db));
    if (dropped.length) this.options.log.info({ months: dropped.map((m) => new Date(m).toISOString().slice(0, 7)) }, 'tracking: old positions dropped');
  }

  /** Maintenance now and then every hour, until `stop`. */
  async start() {
    await this.maintain();
    this.timer = setInterval(() => {
      this.maintain().catch((err: unknown) => this.options.log.error({ err }, 'tracking: partition maintenance failed'));
    }, MAINTENANCE_MS);
    this.timer.unref();
  }

  stop() {
    clearInterval(this.timer);
  }

  /** Resolves once every position handed in so far is committed (or has failed). */
  drain(): Promise<void> {
    return this.commits.idle();
  }
}
