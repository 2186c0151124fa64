import { isNotNull } from 'drizzle-orm';
import { vehicles } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { dataVersion } from '../../../lib/data/data-version.js';

/** How long a found device is trusted without asking whether the vehicles changed. */
const FRESH_MS = 1_000;

/**
 * Tracker id → vehicle id, for every vehicle with an `ID Perangkat GPS`, held in memory so a
 * position costs no lookup. The whole map is read again when the vehicles' data version has
 * moved (any insert, update or delete, by any instance): checked at most once a second for a
 * known device, and at once for an unknown one, so a vehicle just given its tracker id is found.
 */
export class DeviceDirectory {
  private byDevice = new Map<string, number>();
  private version: number | undefined = undefined;
  private checkedAt = 0;
  private refreshing?: Promise<void>;

  constructor(private db: Db) {}

  async vehicleOf(deviceId: string): Promise<number | undefined> {
    const known = this.byDevice.get(deviceId);
    if (known === undefined || Date.now() - this.checkedAt >= FRESH_MS) await this.refresh();
    return this.byDevice.get(deviceId);
  }

  /** One check at a time; callers arriving meanwhile share it. */
  private refresh(): Promise<void> {
    this.refreshing ??= this.check().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private async check() {
    const version = await dataVersion(this.db, vehicles);
    this.checkedAt = Date.now();
    if (version !== undefined && version === this.version) return;
    const rows = await this.db.select({ id: vehicles.id, deviceId: vehicles.deviceId }).from(vehicles).where(isNotNull(vehicles.deviceId));
    this.byDevice = new Map(rows.map((r) => [r.deviceId!, r.id]));
    this.version = version;
  }
}
