import type { FastifyInstance } from 'fastify';
import { AUDIT_API } from '@halte/contract';
import { notFound } from '../../../lib/http/http-error.js';
import { route } from '../../../lib/http/route.js';
import { auditEntry, auditTrail } from './audit-trail.service.js';

/** `/audit`: Riwayat Perubahan, the audit rows (read only: the trail is written by the changes themselves). */
export default async function auditRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, AUDIT_API.list, (req) => auditTrail(db, req.query, { timeZone: app.config.timeZone }));

  route(app, AUDIT_API.get, async (req) => {
    const entry = await auditEntry(db, req.params.id);
    if (!entry) throw notFound();
    return { data: entry };
  });
}
