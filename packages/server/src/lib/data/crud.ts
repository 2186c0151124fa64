import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG, type CrudGroup, type ListQuery } from '@halte/contract';
import type { Db } from '../../db/client.js';
import type { SessionStore, SessionUser } from '../../auth/sessions.js';
import type { RoleScreens } from '../../auth/role-screens.js';
import { currentUser } from '../../auth/guard.js';
import { audit } from './audit.js';
import { transactionWithAfterCommit } from './after-commit.js';
import type { ListService } from './list.js';
import { notFound } from '../http/http-error.js';
import { route } from '../http/route.js';

/** What a resource's `afterChange` may reach: the caches a change makes stale. */
export interface AfterChangeDeps {
  sessions: Pick<SessionStore, 'forgetUser' | 'revokeUser'>;
  roleScreens: Pick<RoleScreens, 'clear'>;
}

/**
 * What the shared writes use: the resource's `afterChange` deps, and whatever the after-commit
 * transaction takes (the app, until it names its own needs).
 */
export type CrudDeps = AfterChangeDeps & Parameters<typeof transactionWithAfterCommit>[0];

/** What a resource does behind its declared calls; transactions, audit and 404s come from here. */
export interface CrudResource<Wire, Create, Update = Create> {
  /** Audit entity name, e.g. 'role'. */
  entity: string;
  /** The list, declared with `listOf` (lib/data/list.ts). */
  list: ListService<unknown, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  get(db: Db, id: number): Promise<Wire | undefined>;
  create(db: Db, body: Create, user: SessionUser): Promise<Wire>;
  update(db: Db, id: number, body: Update, user: SessionUser, before: Wire): Promise<Wire>;
  remove(db: Db, id: number, before: Wire, user: SessionUser): Promise<void>;
  /** Strips secrets before a record is written to the audit log. */
  auditView?(wire: Wire): unknown;
  /** Runs after a committed mutation (cache invalidation, session revocation). */
  afterChange?(deps: AfterChangeDeps, id: number, action: 'create' | 'update' | 'delete', before?: Wire): Promise<void> | void;
}

export type AnyResource<W> = CrudResource<W, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const idOf = (req: FastifyRequest) => (req.params as { id: number }).id;
const asDb = (tx: unknown) => tx as Db;
const view = <W>(r: AnyResource<W>, w: W | undefined) => (w && r.auditView ? r.auditView(w) : w);

export async function loadRecord<W>(r: AnyResource<W>, db: Db, id: number): Promise<W> {
  const found = await r.get(db, id);
  if (!found) throw notFound();
  return found;
}

/** Create in a transaction with its audit row. */
export async function createRecord<W>(deps: CrudDeps, r: AnyResource<W>, body: unknown, user: SessionUser): Promise<W> {
  const created = await transactionWithAfterCommit(deps, async (tx) => {
    const wire = await r.create(asDb(tx), body, user);
    const id = (wire as { intid?: number | string; vcuuid?: string }).intid ?? '';
    await audit(asDb(tx), { userId: user.userId, action: 'create', entity: r.entity, entityId: id, after: view(r, wire) });
    return wire;
  });
  await r.afterChange?.(deps, Number((created as { intid?: number }).intid), 'create');
  return created;
}

/** Update in a transaction: 404 when missing, audit with before and after. */
export async function updateRecord<W>(deps: CrudDeps, r: AnyResource<W>, id: number, body: unknown, user: SessionUser): Promise<W> {
  let before: W | undefined;
  const updated = await transactionWithAfterCommit(deps, async (tx) => {
    before = await loadRecord(r, asDb(tx), id);
    const wire = await r.update(asDb(tx), id, body, user, before);
    await audit(asDb(tx), { userId: user.userId, action: 'update', entity: r.entity, entityId: id, before: view(r, before), after: view(r, wire) });
    return wire;
  });
  await r.afterChange?.(deps, id, 'update', before);
  return updated;
}

/**
 * Update through a change of the caller's own instead of the resource's `update`: the same
 * transaction, 404, audit with before and after, and afterChange as `updateRecord`.
 */
export async function patchRecord<W>(
  deps: CrudDeps,
  r: AnyResource<W>,
  id: number,
  user: SessionUser,
  apply: (db: Db, id: number) => Promise<void>,
): Promise<W> {
  const patched: AnyResource<W> = {
    ...r,
    update: async (db: Db, recordId: number) => {
      await apply(db, recordId);
      return loadRecord(r, db, recordId);
    },
  };
  return updateRecord(deps, patched, id, undefined, user);
}

/** Delete in a transaction: 404 when missing, 409 when still referenced, audit keeps the record. */
export async function deleteRecord<W>(deps: CrudDeps, r: AnyResource<W>, id: number, user: SessionUser): Promise<void> {
  let before: W | undefined;
  await transactionWithAfterCommit(deps, async (tx) => {
    before = await loadRecord(r, asDb(tx), id);
    await r.remove(asDb(tx), id, before, user);
    await audit(asDb(tx), { userId: user.userId, action: 'delete', entity: r.entity, entityId: id, before: view(r, before) });
  });
  await r.afterChange?.(deps, id, 'delete', before);
}

/**
 * Serves a resource's declared calls (any of list, get, create, update, delete) with one
 * behaviour everywhere: transactions, audit rows, 404s and the after-change hook.
 */
export function registerCrud<W>(app: FastifyInstance, r: AnyResource<W>, calls: CrudGroup) {
  const { list, get, create, update, delete: remove } = calls;
  if (list) route(app, list, (req) => r.list(app.db, req.query as ListQuery, { timeZone: app.config.timeZone }));
  if (get) route(app, get, async (req) => ({ data: await loadRecord(r, app.db, idOf(req)) }));
  if (create)
    route(app, create, async (req, reply) => reply.code(201).send({ message: MSG.saved, data: await createRecord(app, r, req.body, currentUser(req)) }));
  if (update) route(app, update, async (req) => ({ message: MSG.updated, data: await updateRecord(app, r, idOf(req), req.body, currentUser(req)) }));
  if (remove)
    route(app, remove, async (req) => {
      await deleteRecord(app, r, idOf(req), currentUser(req));
      return { message: MSG.deleted };
    });
}
