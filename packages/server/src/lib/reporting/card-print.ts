import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '@halte/contract';
import type { Db } from '../../db/client.js';
import { currentUser } from '../../auth/guard.js';
import { idOf, loadRecord, patchRecord, type AnyResource } from '../data/crud.js';
import { route } from '../http/route.js';

export interface CardPrint<W, P> {
  /** The resource whose records have a card. */
  resource: AnyResource<W>;
  /** The card's two calls, declared with `cardEndpoints`. */
  calls: { read: Endpoint; markPrinted: Endpoint };
  /** What the print page shows of a record. */
  view(record: W): P;
  /** Sets the record's card-printed flag. */
  markPrinted(db: Db, id: number): Promise<void>;
  /** The answer once the card is marked printed. */
  message: string;
}

/**
 * Serves a record's card calls: the print page reads it, and marking it printed is audited like
 * any update.
 */
export function registerCardPrint<W, P>(app: FastifyInstance, c: CardPrint<W, P>) {
  const r = c.resource;
  route(app, c.calls.read, async (req) => ({ data: c.view(await loadRecord(r, app.db, idOf(req))) }));
  route(app, c.calls.markPrinted, async (req) => {
    const printed = await patchRecord(app, r, idOf(req), currentUser(req), c.markPrinted);
    return { message: c.message, data: c.view(printed) };
  });
}
