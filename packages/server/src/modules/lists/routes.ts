import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { option, optionQuery, optionsResponseOf, schoolOption, type SchoolOption } from '@halte/contract';
import { routes, schools, vehicles } from '../../db/schema/index.js';
import { optionsOf } from '../../lib/options.js';
import { answers } from '../../lib/responses.js';

const vehicleOptions = optionsOf({
  table: vehicles,
  value: vehicles.id,
  label: sql<string>`${vehicles.plate} || ' - ' || ${vehicles.name}`,
  fields: { vcnopol: vehicles.plate, vcnama: vehicles.name },
  search: [vehicles.plate, vehicles.name, vehicles.code],
  order: [vehicles.plate],
});

const routeOptions = optionsOf({
  table: routes,
  value: routes.id,
  label: routes.name,
  fields: { vckode: routes.code },
  search: [routes.name, routes.code],
  order: [routes.name],
});

const schoolOptions = optionsOf<SchoolOption>({
  table: schools,
  value: schools.id,
  label: schools.name,
  fields: { intid: schools.id, intjenjangsekolah: schools.level },
  search: [schools.name, schools.code],
  order: [schools.name],
});

/** Option lists of the transport forms; any signed-in staff user may read them. */
export default async function listRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'staff' as const };
  const opts = { config, schema: { tags: ['lists'], querystring: optionQuery, response: answers({ 200: optionsResponseOf(option) }) } };

  api.get('/lists/vehicle', opts, (req) => vehicleOptions(app.ctx.db, req.query));
  api.get('/lists/route', opts, (req) => routeOptions(app.ctx.db, req.query));
  api.get(
    '/lists/school',
    { config, schema: { tags: ['lists'], querystring: optionQuery, response: answers({ 200: optionsResponseOf(schoolOption) }) } },
    (req) => schoolOptions(app.ctx.db, req.query),
  );
}
