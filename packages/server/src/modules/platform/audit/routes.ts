import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditDetailWire, auditListQuery, auditRowWire, idParam, listResponseOf, oneResponseOf } from '@halte/contract';
import { answers } from '../../../lib/http/responses.js';
import { notFound } from '../../../lib/http/http-error.js';
import { auditEntry, auditTrail } from './audit-trail.service.js';

/** `/audit`: Riwayat Perubahan, the audit rows (read only: the trail is written by the changes themselves). */
export default async function auditRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: ['admin.audit'] as const };
  const tags = ['audit'];
  const { db } = app;

  api.get('/audit', { config, schema: { tags, querystring: auditListQuery, response: answers({ 200: listResponseOf(auditRowWire) }) } }, (req) =>
    auditTrail(db, req.query, { timeZone: app.config.timeZone }),
  );

  api.get('/audit/:id', { config, schema: { tags, params: idParam, response: answers({ 200: oneResponseOf(auditDetailWire) }) } }, async (req) => {
    const entry = await auditEntry(db, req.params.id);
    if (!entry) throw notFound();
    return { data: entry };
  });
}
