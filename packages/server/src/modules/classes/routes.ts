import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { classOption, idParam, optionsResponseOf } from '@halte/contract';
import { schools } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { answers } from '../../lib/responses.js';
import { classOptions } from './classes.service.js';

/** The classes of a level, as options. */
const classList = optionsResponseOf(classOption);
const levelParam = z.object({ schoolLevelId: z.coerce.number().int().min(0).max(100) });

/** Class lookups of the student forms: by school level, or by a school's level. */
export default async function classRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['class'];

  api.get('/lists/class/:schoolLevelId', { config: { access: 'staff' }, schema: { tags, params: levelParam, response: answers({ 200: classList }) } }, async (req) => ({
    data: await classOptions(app.ctx.db, req.params.schoolLevelId),
  }));

  api.get('/class/:id', { config: { access: 'staff' }, schema: { tags, params: idParam, response: answers({ 200: classList }) } }, async (req) => {
    const [school] = await app.ctx.db.select({ level: schools.level }).from(schools).where(eq(schools.id, req.params.id));
    if (!school) throw notFound('Sekolah tidak ditemukan.');
    return { data: await classOptions(app.ctx.db, school.level) };
  });
}
