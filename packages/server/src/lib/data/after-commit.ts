import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';

/**
 * What runs the queued work, handed to it: the app, since module-level CRUD resources queue work
 * that reaches its services (sessions, say) and have nothing else to reach them by.
 */
export type AfterCommitHost = FastifyInstance;

/** Work that may only happen once a change is committed: telling sessions, sockets, caches. */
export type AfterCommit = (app: AfterCommitHost) => Promise<void> | void;

const queues = new WeakMap<object, AfterCommit[]>();

/**
 * Queues `work` for after the transaction `db` belongs to commits; a rolled-back change runs
 * none of it. Only inside `transactionWithAfterCommit` (the shared create, update and delete).
 */
export function afterCommit(db: Db, work: AfterCommit) {
  const queue = queues.get(db);
  if (!queue) throw new Error('afterCommit outside transactionWithAfterCommit');
  queue.push(work);
}

/** Runs `body` in a transaction, then what it queued with `afterCommit`, in order. */
export async function transactionWithAfterCommit<T>(app: AfterCommitHost, body: (tx: Db) => Promise<T>): Promise<T> {
  const queue: AfterCommit[] = [];
  const result = await app.db.transaction(async (tx) => {
    queues.set(tx, queue);
    return body(tx as unknown as Db);
  });
  for (const work of queue) await work(app);
  return result;
}
