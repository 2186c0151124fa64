import type { BaseLogger } from 'pino';

/**
 * Whose off-path work it is: its failures go to `log`. The owner object itself (the app) is what
 * `offPathWorkSettled` is later asked about, so the same one must be passed to both.
 */
export interface OffPathOwner { log: Pick<BaseLogger, 'error'> }

const pending = new WeakMap<object, Set<Promise<void>>>();

/**
 * Runs work a committed change caused off the request's path (parents' alerts, a finished trip's
 * arrival history): started now, never awaited by the request, its failure logged under `what`
 * (the change has committed and its answer stands). Kept per owner until it ends, so a stopping
 * server, and a test reading what a request wrote, can wait for it.
 */
export function startOffPathWork(owner: OffPathOwner, what: string, work: () => Promise<unknown>): void {
  let running = pending.get(owner);
  if (!running) pending.set(owner, (running = new Set()));
  const done: Promise<void> = work()
    .then(() => undefined, (err: unknown) => owner.log.error({ err }, what))
    .finally(() => running.delete(done));
  running.add(done);
}

/** Resolves once the off-path work started so far (and any it started in turn) has ended. */
export async function offPathWorkSettled(owner: OffPathOwner): Promise<void> {
  for (let running = pending.get(owner); running?.size; ) await Promise.all(running);
}
