import type { Database } from '../../db/client.js';
import { GroupCommit } from './group-commit.js';

/**
 * Said of an item its batch could not decide: it must see what the batch wrote (another item of
 * the batch names the same plate, stay or client id, or the row changed under the write), so it
 * goes again in a later write.
 */
export const AGAIN = Symbol('again');

/** What a batch's write says of one of its items. */
export type ItemOutcome<R> = { value: R } | { error: unknown } | typeof AGAIN;

/** Writes a batch: one outcome per item, in order. Throws only when the write as a whole failed. */
export type ApplyBatch<I, R> = (items: I[]) => Promise<ItemOutcome<R>[]>;

export interface IntakeOptions {
  /** Items one write takes at most. */
  maxItems: number;
  /** Writes in flight at once. */
  concurrency: number;
  /** Writes an item takes part in at most before it is given up with `exhausted`. */
  attempts?: number;
  /** The error of an item still undecided after its last attempt. */
  exhausted?: () => unknown;
}

/**
 * Field writes (scans, attendants' check-ins and check-outs) at group-commit speed: each request
 * submits its one item; the items that arrive together are written by one batch (a transaction
 * or one statement), and each request is answered once that batch is written, with its own
 * outcome. An item the batch refuses fails alone. If the batch fails as a whole (a row deleted
 * meanwhile, a unique index between racing writes), each of its items is written alone, so only
 * the one at fault gets the error.
 */
export class ItemIntake<I, R> {
  private commits: GroupCommit<I, ItemOutcome<R>>;

  constructor(private apply: ApplyBatch<I, R>, private options: IntakeOptions) {
    this.commits = new GroupCommit((items) => this.write(items), options);
  }

  private async write(items: I[]): Promise<ItemOutcome<R>[]> {
    try {
      return await this.apply(items);
    } catch (err) {
      if (items.length === 1) return [{ error: err }];
      const alone: ItemOutcome<R>[] = [];
      for (const item of items) alone.push(...(await this.write([item])));
      return alone;
    }
  }

  /** Writes the item with those that arrive with it; resolves once it is written, or throws its own error. */
  async submit(item: I): Promise<R> {
    const attempts = this.options.attempts ?? 3;
    for (let attempt = 1; ; attempt++) {
      const [outcome] = await this.commits.submit([item]);
      if (outcome === AGAIN) {
        if (attempt >= attempts) throw this.options.exhausted?.() ?? new Error('item left undecided');
        continue;
      }
      if ('error' in outcome) throw outcome.error;
      return outcome.value;
    }
  }
}

/** What an intake needs of its owner: the kind of database it writes to. */
export interface IntakeDeps { dbKind: Database['kind'] }

/**
 * One intake per dependency object, made on first use. Requests batch together only when they
 * pass the same object: the routes pass the app (tests start many apps, each with its own).
 */
export function intakePer<D extends IntakeDeps, I, R>(
  apply: (deps: D, items: I[]) => Promise<ItemOutcome<R>[]>, options: Omit<IntakeOptions, 'concurrency'>,
): (deps: D) => ItemIntake<I, R> {
  const made = new WeakMap<D, ItemIntake<I, R>>();
  return (deps) => {
    let intake = made.get(deps);
    if (!intake) {
      // PGlite runs one statement at a time; on PostgreSQL two writes overlap one's round trips.
      intake = new ItemIntake((items) => apply(deps, items), { ...options, concurrency: deps.dbKind === 'postgres' ? 2 : 1 });
      made.set(deps, intake);
    }
    return intake;
  };
}

/**
 * For each item of a batch, the earlier item it shares a key with (the same plate at a location,
 * the same client id, the same stay), if any: such an item is decided only once the earlier one
 * is written.
 */
export function earlierOf<I>(items: I[], keysOf: (item: I) => (string | null)[]): (number | undefined)[] {
  const first = new Map<string, number>();
  return items.map((item, i) => {
    const keys = keysOf(item).filter((k): k is string => k !== null);
    const earlier = keys.map((k) => first.get(k)).find((at) => at !== undefined);
    if (earlier === undefined) for (const k of keys) first.set(k, i);
    return earlier;
  });
}
