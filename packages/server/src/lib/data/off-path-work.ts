import type { FastifyInstance } from 'fastify';

// Kept by the app's database handle: every plugin context of one app shares it.
const pending = new WeakMap<object, Set<Promise<void>>>();

/**
 * Runs work a committed change caused off the request's path (parents' alerts, a finished trip's
 * arrival history): started now, never awaited by the request, its failure logged under `what`
 * (the change has committed and its answer stands). Kept per app until it ends, so a stopping
 * server, and a test reading what a request wrote, can wait for it.
 */
export function startOffPathWork(app: FastifyInstance, what: string, work: () => Promise<unknown>): void {
  let running = pending.get(app.db);
  if (!running) pending.set(app.db, (running = new Set()));
  const done: Promise<void> = work()
    .then(() => undefined, (err: unknown) => app.log.error({ err }, what))
    .finally(() => running.delete(done));
  running.add(done);
}

/** Resolves once the off-path work started so far (and any it started in turn) has ended. */
export async function offPathWorkSettled(app: FastifyInstance): Promise<void> {
  for (let running = pending.get(app.db); running?.size; ) await Promise.all(running);
}
