import type { z } from 'zod';
import type { ScreenAccess } from './access.js';
import { endpoint } from './endpoint.js';
import { idParam } from './fields.js';
import { messageResponseOf, oneResponseOf } from './responses.js';

/**
 * A record's ID card: `GET {path}/:id/print` reads it for the print page, `POST {path}/:id/print`
 * marks it printed once it went to the printer.
 */
export function cardEndpoints<const P extends `/${string}`, C extends z.ZodType>(spec: { path: P; tag: string; access: ScreenAccess; card: C }) {
  const path = `${spec.path}/:id/print` as `/${string}` & `${P}/:id/print`;
  const common = { path, tags: [spec.tag], access: spec.access, params: idParam };
  return {
    read: endpoint({ method: 'GET', ...common, answers: { 200: oneResponseOf(spec.card) } }),
    markPrinted: endpoint({ method: 'POST', ...common, answers: { 200: messageResponseOf(spec.card) } }),
  };
}
