import type { Db } from '../../../db/client.js';
import { allVehicleInfo, type VehicleInfo } from './location.service.js';

/**
 * The fleet's names, plates and routes, kept in memory so a pushed position costs no query. It is
 * read whole (a fleet is a few hundred rows) when first needed, again when an unknown vehicle
 * reports, and forgotten when vehicles or routes are written (the changed-tables watcher says so)
 * or when nobody on this instance watches any more.
 */
export class VehicleDirectory {
  private byId?: Map<number, VehicleInfo>;
  private loading?: Promise<Map<number, VehicleInfo>>;
  /** Raised by `forget`, so a read that began before a change is not kept. */
  private generation = 0;

  constructor(private readonly db: Db) {}

  /** The vehicles, read from the database only when the ones asked for are not all known. */
  async lookup(ids: Iterable<number>): Promise<Map<number, VehicleInfo>> {
    const known = this.byId;
    if (known && [...ids].every((id) => known.has(id))) return known;
    return this.load();
  }

  forget() {
    this.byId = undefined;
    this.generation += 1;
    this.loading = undefined;
  }

  private load() {
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = allVehicleInfo(this.db)
      .then((rows) => {
        const byId = new Map(rows.map((v) => [v.id, v]));
        if (generation === this.generation) this.byId = byId;
        return byId;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
    this.loading = loading;
    return loading;
  }
}
