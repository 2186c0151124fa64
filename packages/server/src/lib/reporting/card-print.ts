import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParam, messageResponseOf, oneResponseOf } from '@halte/contract';
import type { Db } from '../../db/client.js';
import { currentUser } from '../../auth/guard.js';
import { idOf, loadRecord, patchRecord, type AnyResource } from '../data/crud.js';
import { answers } from '../http/responses.js';

export interface CardPrint<W, P> {
  /** The resource whose records have a card; its path, entity (tag) and access serve the routes. */
  resource: AnyResource<W>;
  /** What the print page shows of a record. */
  view(record: W): P;
  /** The schema of that view, for the route's answers. */
  card: z.ZodType<P>;
  /** Sets the record's card-printed flag. */
  markPrinted(db: Db, id: number): Promise<void>;
  /** The answer once the card is marked printed. */
  message: string;
}

/**
 * `GET {path}/:id/print` reads a card for the print page; `POST {path}/:id/print` marks it
 * printed (audited like any update) once it went to the printer.
 */
export function registerCardPrint<W, P>(app: FastifyInstance, c: CardPrint<W, P>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const r = c.resource;
  const schema = { tags: [r.entity], params: idParam };
  const config = { access: r.access };

  api.get(`${r.path}/:id/print`, { config, schema: { ...schema, response: answers({ 200: oneResponseOf(c.card) }) } }, async (req) => ({
    data: c.view(await loadRecord(r, app.db, idOf(req))),
  }));

  api.post(`${r.path}/:id/print`, { config, schema: { ...schema, response: answers({ 200: messageResponseOf(c.card) }) } }, async (req) => {
    const printed = await patchRecord(app, r, idOf(req), currentUser(req), c.markPrinted);
    return { message: c.message, data: c.view(printed) };
  });
}
