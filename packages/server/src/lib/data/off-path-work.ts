import type { BaseLogger } from 'pino';
import type { Db } from '../../db/client.js';

/**
 * Whose off-path work it is: its failures go to `log`. It is kept under the database handle, not
 * the object passed: a route's app is an encapsulated child of the one that waits at close, and
 * tests and routes hand in different objects of one server.
 */
export interface OffPathOwner { db: Db; log: Pick<BaseLogger, 'error'> }

const pending = new WeakMap<Db, Set<Promise<void>>>();

/**
 * Runs work a committed change caused off the request's path (parents' alerts, a finished trip's
 * arrival history): started now, never awaited by the request, its failure logged under `what`
 * (the change has committed and its answer stands). Kept per database until it ends, so a stopping
 * server, and a test reading what a request wrote, can wait for it.
 */
export function startOffPathWork(owner: OffPathOwner, what: string, work: () => Promise<unknown>): void {
  let running = pending.get(owner.db);
  if (!running) pending.set(owner.db, (running = new Set()));
  const done: Promise<void> = work()
    .then(() => undefined, (err: unknown) => owner.log.error({ err }, what))
    .finally(() => running.delete(done));
  running.add(done);
}

/** Resolves once the off-path work started so far (and any it started in turn) has ended. */
export async function offPathWorkSettled(owner: Pick<OffPathOwner, 'db'>): Promise<void> {
  for (let running = pending.get(owner.db); running?.size; ) await Promise.all(running);
}
