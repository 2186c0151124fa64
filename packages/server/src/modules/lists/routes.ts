import type { FastifyInstance } from 'fastify';
import { asc, sql } from 'drizzle-orm';
import { option, optionsResponseOf, schoolOption, type Option, type SchoolOption } from '@halte/contract';
import { routes, schools, vehicles } from '../../db/schema/index.js';
import { answers } from '../../lib/responses.js';

/** Option lists of the transport forms; any signed-in staff user may read them. */
export default async function listRoutes(app: FastifyInstance) {
  const config = { access: 'staff' as const };
  const opts = { config, schema: { tags: ['lists'], response: answers({ 200: optionsResponseOf(option) }) } };
  const db = () => app.ctx.db;

  app.get('/lists/vehicle', opts, async (): Promise<{ data: Option[] }> => ({
    data: await db()
      .select({ value: vehicles.id, label: sql<string>`${vehicles.plate} || ' - ' || ${vehicles.name}`, vcnopol: vehicles.plate, vcnama: vehicles.name })
      .from(vehicles)
      .orderBy(asc(vehicles.plate)),
  }));

  app.get('/lists/route', opts, async (): Promise<{ data: Option[] }> => ({
    data: await db().select({ value: routes.id, label: routes.name, vckode: routes.code }).from(routes).orderBy(asc(routes.name)),
  }));

  app.get('/lists/school', { config, schema: { tags: ['lists'], response: answers({ 200: optionsResponseOf(schoolOption) }) } }, async (): Promise<{ data: SchoolOption[] }> => ({
    data: await db()
      .select({ value: schools.id, label: schools.name, intid: schools.id, intjenjangsekolah: schools.level })
      .from(schools)
      .orderBy(asc(schools.name)),
  }));
}
